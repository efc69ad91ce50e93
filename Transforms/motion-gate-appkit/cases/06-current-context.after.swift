import AppKit

final class SplitController: NSSplitViewController {
    func toggleInspector() {
        NSAnimationContext.beginGrouping()
        NSAnimationContext.current.duration = NSWorkspace.shared.accessibilityDisplayShouldReduceMotion ? 0 : 0.3
        splitViewItems.last?.animator().isCollapsed.toggle()
        NSAnimationContext.endGrouping()
    }
}
