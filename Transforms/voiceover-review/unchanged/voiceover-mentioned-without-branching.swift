import UIKit

final class StatusReporter {
    // Do not branch on UIAccessibility.isVoiceOverRunning here.
    let note = "isVoiceOverRunning is only logged"

    func log() {
        print(UIAccessibility.isVoiceOverRunning)
    }
}
