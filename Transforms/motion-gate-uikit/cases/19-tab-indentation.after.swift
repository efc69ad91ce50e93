import UIKit

final class TooltipView: UIView {
	func appear() {
		UIView.animate(withDuration: UIAccessibility.isReduceMotionEnabled ? 0 : 0.2, delay: 0.05, options: .curveEaseOut) {
			self.center.y += 20
		}
	}
}
