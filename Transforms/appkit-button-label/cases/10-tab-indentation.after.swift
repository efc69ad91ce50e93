import AppKit

final class TimelineViewController: NSViewController {
	override func viewDidLoad() {
		super.viewDidLoad()
		let refresh = NSButton(image: NSImage(named: "reload_button")!, target: self, action: nil)
		refresh.setAccessibilityLabel("Reload") // [VERIFY] confirm label matches intent
		refresh.toolTip = "Reload" // [VERIFY] confirm label matches intent
		view.addSubview(refresh)
	}
}
