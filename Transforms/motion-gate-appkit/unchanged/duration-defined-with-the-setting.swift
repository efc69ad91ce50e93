import AppKit

final class SearchBarController: NSViewController {
    let searchField = NSSearchField()
    let optionsRow = NSView()

    func setOptionsShown(_ shown: Bool) {
        NSAnimationContext.runAnimationGroup { context in
            context.duration = rowAnimationDuration
            optionsRow.animator().frame.size.height = shown ? 28 : 0
        }
    }
}

/// The author's duration already drops to zero under Reduce Motion.
private extension SearchBarController {
    var rowAnimationDuration: TimeInterval {
        NSWorkspace.shared.accessibilityDisplayShouldReduceMotion ? 0 : 0.2
    }
}
