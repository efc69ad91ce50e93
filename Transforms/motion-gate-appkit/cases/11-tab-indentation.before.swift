import AppKit

final class ShelfView: NSView {
	func slide() {
		NSAnimationContext.runAnimationGroup { context in
			context.duration = 0.3
			self.animator().frame.origin.x = 0
		}
	}
}
