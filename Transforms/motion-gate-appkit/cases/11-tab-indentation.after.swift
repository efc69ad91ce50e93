import AppKit

final class ShelfView: NSView {
	func slide() {
		NSAnimationContext.runAnimationGroup { context in
			context.duration = NSWorkspace.shared.accessibilityDisplayShouldReduceMotion ? 0 : 0.3
			self.animator().frame.origin.x = 0
		}
	}
}
