import AppKit

/// A constraint changed inside the group and laid out there slides the view: gated. A label
/// update in a method of the file's, beside it, does not make it a fade.
final class StatusBarView: NSView {
    @IBOutlet private var bottomConstraint: NSLayoutConstraint!
    @IBOutlet private var progressLabel: NSTextField!

    func hide() {
        NSAnimationContext.runAnimationGroup { context in
            context.duration = NSWorkspace.shared.accessibilityDisplayShouldReduceMotion ? 0 : 0.2
            context.allowsImplicitAnimation = true
            bottomConstraint.constant = -frame.height
            updateLabel()
            superview?.layoutSubtreeIfNeeded()
        }
    }

    private func updateLabel() {
        progressLabel.stringValue = ""
    }
}
