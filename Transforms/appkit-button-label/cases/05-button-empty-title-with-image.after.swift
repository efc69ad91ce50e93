import AppKit

final class PlayerControlsViewController: NSViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let shuffle = NSButton(title: "", image: NSImage(named: "shuffle_icon")!, target: self, action: #selector(shuffleQueue))
        shuffle.setAccessibilityLabel("Shuffle queue") // [VERIFY] confirm label matches intent
        shuffle.toolTip = "Shuffle queue" // [VERIFY] confirm label matches intent
        shuffle.isBordered = false
        view.addSubview(shuffle)
    }

    @objc private func shuffleQueue() {}
}
