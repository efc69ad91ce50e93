import UIKit

/// A tap that opens a panel and nudges the hint as well: the panel is the response, so the nudge
/// is skipped whole under Reduce Motion by one check.
final class HintRowView: UIView {
    private let hintLabel = UILabel()
    var openPanel: () -> Void = {}

    @objc func rowTapped() {
        openPanel()
        UIView.animate(withDuration: 0.2, animations: {
            self.hintLabel.transform = CGAffineTransform(translationX: 12, y: 0)
        }, completion: { _ in
            UIView.animate(withDuration: 0.2) {
                self.hintLabel.transform = .identity
            }
        })
    }
}
