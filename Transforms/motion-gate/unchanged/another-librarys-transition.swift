import UIKit

// A view-transition library for UIKit has its own `transition(_:)`, taking a list of modifiers:
// SwiftUI's `.opacity` means nothing there, so nothing is gated.
final class ComposeViewController: UIViewController {
    let sendButton: UIButton = {
        let button = UIButton(type: .system)
        button.transition([.scale(0.6), .fadeOut])
        return button
    }()

    let banner = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        banner.transition(.slide(direction: .up))
    }
}
