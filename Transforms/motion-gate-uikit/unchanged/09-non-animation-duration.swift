import UIKit

final class Poller {
    func start() {
        // UIView.animate(withDuration: 0.3) is not called here
        let message = "UIView.animate(withDuration: 0.3)"
        print(message)
        _ = Timer.scheduledTimer(withTimeInterval: 0.3, repeats: true) { _ in }
    }
}
