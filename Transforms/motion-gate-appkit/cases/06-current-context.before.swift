import AppKit

final class SplitController: NSSplitViewController {
    func toggleInspector() {
        NSAnimationContext.beginGrouping()
        NSAnimationContext.current.duration = 0.3
        splitViewItems.last?.animator().isCollapsed.toggle()
        NSAnimationContext.endGrouping()
    }
}
