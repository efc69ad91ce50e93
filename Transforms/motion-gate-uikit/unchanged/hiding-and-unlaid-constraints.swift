import UIKit

/// Blocks that only show or hide views and change constraints without laying them out animate
/// nothing: hidden views appear at once, and the constraints move at the next layout pass,
/// after the animation. None is gated.
final class FilterSheetController: UIViewController {
    private let tagList = UIView()
    private let rule = UIView()
    private var listTop: NSLayoutConstraint!
    private var compactHeight: NSLayoutConstraint!
    private var regularHeight: NSLayoutConstraint!

    func sheetDidChangeSize(compact: Bool) {
        UIView.animate(withDuration: 0.25) {
            self.placeTagList(compact: compact)
        }
    }

    func useCompactHeight() {
        UIView.animate(withDuration: 0.3) {
            NSLayoutConstraint.deactivate([self.regularHeight])
            NSLayoutConstraint.activate([self.compactHeight])
        }
    }

    func dimRule() {
        UIView.animate(withDuration: 0.2) {
            self.rule.alpha = 0.4
            self.listTop.constant = 8
        }
    }

    private func placeTagList(compact: Bool) {
        let showsList = compact || traitCollection.horizontalSizeClass == .compact
        if showsList {
            tagList.isHidden = false
            rule.isHidden = false
            listTop.constant = 4
        } else {
            tagList.isHidden = true
            rule.isHidden = true
            listTop.constant = 16
        }
    }
}
