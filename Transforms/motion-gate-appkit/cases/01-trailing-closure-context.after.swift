import AppKit

final class InspectorController: NSViewController {
    @IBOutlet private var panel: NSView!

    func togglePanel() {
        NSAnimationContext.runAnimationGroup { context in
            context.duration = NSWorkspace.shared.accessibilityDisplayShouldReduceMotion ? 0 : 0.25
            panel.animator().isHidden.toggle()
        }
    }
}
