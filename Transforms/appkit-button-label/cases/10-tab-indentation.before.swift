import AppKit

final class TimelineViewController: NSViewController {
	override func viewDidLoad() {
		super.viewDidLoad()
		let refresh = NSButton(image: NSImage(named: "reload_button")!, target: self, action: #selector(reloadTimeline))
		view.addSubview(refresh)
	}

	@objc private func reloadTimeline() {}
}
