import AppKit

final class SidebarController: NSViewController {
    @IBOutlet private var sidebar: NSView!

    func collapse() {
        NSAnimationContext.runAnimationGroup { ctx in
            ctx.duration = 0.3
            ctx.allowsImplicitAnimation = true
            sidebar.animator().frame.origin.y = 20
        }
    }
}
