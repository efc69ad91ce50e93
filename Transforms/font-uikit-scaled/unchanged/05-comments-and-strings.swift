import UIKit

final class DebugOverlayView: UIView {
    private let debugLabel = UILabel()

    func configure() {
        // Old code: debugLabel.font = UIFont.systemFont(ofSize: 12)
        /* UIFont.boldSystemFont(ofSize: 17) was too big */
        debugLabel.text = "UIFont.systemFont(ofSize: 12)"
        debugLabel.accessibilityHint = """
        Uses UIFont(name: "Menlo", size: 11) in the legacy build.
        """
    }
}
