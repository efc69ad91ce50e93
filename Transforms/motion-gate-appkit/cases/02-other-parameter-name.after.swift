import AppKit

final class SidebarController: NSViewController {
    @IBOutlet private var sidebar: NSView!

    func collapse() {
        NSAnimationContext.runAnimationGroup { ctx in
            ctx.duration = NSWorkspace.shared.accessibilityDisplayShouldReduceMotion ? 0 : 0.3
            ctx.allowsImplicitAnimation = true
            sidebar.animator().frame.origin.y = 20
        }
    }
}
