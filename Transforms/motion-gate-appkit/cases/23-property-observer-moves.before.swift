import AppKit

/// A drawer slides open when its state is set: the group only sets the state, whose `didSet`
/// moves the drawer through `animator()`. That moves, so the group's duration is gated.
final class DrawerController: NSViewController {
    var drawerOpen = false {
        didSet {
            view.animator().setFrameOrigin(NSPoint(x: drawerOpen ? 0 : -240, y: 0))
        }
    }
}

final class WindowCoordinator {
    let drawer = DrawerController()

    func toggleDrawer() {
        NSAnimationContext.runAnimationGroup { context in
            context.duration = 0.3
            self.drawer.drawerOpen.toggle()
        }
    }

    func showDrawer() {
        NSAnimationContext.runAnimationGroup { context in
            context.duration = 0.3
            self.drawer.drawerOpen = true
        }
    }
}
