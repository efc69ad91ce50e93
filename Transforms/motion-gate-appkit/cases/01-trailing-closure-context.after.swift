import AppKit

final class InspectorController: NSViewController {
    @IBOutlet private var panel: NSView!

    func togglePanel() {
        NSAnimationContext.runAnimationGroup { context in
            context.duration = NSWorkspace.shared.accessibilityDisplayShouldReduceMotion ? 0 : 0.25
            panel.animator().frame.origin.x = panel.frame.origin.x == 0 ? -panel.frame.width : 0
        }
    }
}
