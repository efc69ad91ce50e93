import UIKit
import WebKit

/// Fades that answer a touch or a load: a card dimmed while pressed and restored when the touch
/// ends, a web view fading in once its page has loaded, and a menu row recolouring itself through
/// its own method. Each stays in place, so none is gated.
final class PressableCard: UIView {
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesBegan(touches, with: event)
        alpha = 0.6
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        UIView.animate(withDuration: 0.2) {
            self.alpha = 1
        }
    }
}

final class ArticleController: UIViewController, WKNavigationDelegate {
    private let webView = WKWebView()

    func webView(_ webView: WKWebView, didFinish navigation: WKNavigation!) {
        UIView.animate(withDuration: 0.25) {
            webView.alpha = 1
        }
    }
}

final class MenuRowCell: UITableViewCell {
    private let marker = UIView()

    override func setHighlighted(_ highlighted: Bool, animated: Bool) {
        super.setHighlighted(highlighted, animated: animated)
        UIView.animate(withDuration: animated ? 0.2 : 0) {
            self.applyColours(highlighted)
        }
    }

    private func applyColours(_ highlighted: Bool) {
        contentView.backgroundColor = highlighted ? .systemGray5 : .clear
        marker.tintColor = highlighted ? .label : .secondaryLabel
    }
}
