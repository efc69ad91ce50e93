import UIKit

final class BannerController {
    func dismissDelay() -> TimeInterval {
        let delay: TimeInterval = UIAccessibility.isVoiceOverRunning ? 10 : 3
        return delay
    }
}
