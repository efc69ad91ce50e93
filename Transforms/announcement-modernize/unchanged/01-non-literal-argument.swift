import SwiftUI

struct ProgressAnnouncer {
    let formatter = NumberFormatter()

    func announce(progress: Double) {
        let message = "\(Int(progress * 100)) percent"
        UIAccessibility.post(notification: .announcement, argument: message)
        UIAccessibility.post(notification: .announcement, argument: NSAttributedString(string: "Done"))
    }
}
