#if canImport(UIKit)
import UIKit

final class PagingScroller {
    let scrollView = UIScrollView()

    func scroll(to offset: CGPoint) {
        scrollView.setContentOffset(offset, animated: true)
    }
}
#elseif canImport(AppKit)
import AppKit

final class PagingScroller {
    let clipView = NSClipView()

    func scroll(to offset: CGPoint) {
        NSAnimationContext.beginGrouping()
        NSAnimationContext.current.duration = NSWorkspace.shared.accessibilityDisplayShouldReduceMotion ? 0 : 0.3
        clipView.animator().setBoundsOrigin(offset)
        NSAnimationContext.endGrouping()
    }
}
#endif
