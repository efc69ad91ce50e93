import UIKit

/// Buttons named in another method of their type: the sidebar item is handed to a method that
/// sets its label from the sidebar's state, the palette button to one a protocol the screen adopts
/// declares, and the stored colour button is labelled by the method that makes it, while
/// `showColor` only swaps its image. A label added here would be overwritten, or is there already.
protocol PanelToggling: AnyObject {
    var isPanelOpen: Bool { get }
}

extension PanelToggling {
    func describePanelButton(_ item: UIBarButtonItem) {
        item.accessibilityLabel = isPanelOpen ? "Hide panel" : "Show panel"
    }
}

final class CanvasViewController: UIViewController, PanelToggling {
    var isPanelOpen = false
    private weak var colorButton: UIButton!

    override func viewDidLoad() {
        super.viewDidLoad()
        let sidebar = UIBarButtonItem(image: UIImage(systemName: "sidebar.left"), style: .plain, target: nil, action: nil)
        updateAccessibility(ofSidebarItem: sidebar)
        let panel = UIBarButtonItem(image: UIImage(systemName: "paintpalette"), style: .plain, target: nil, action: nil)
        describePanelButton(panel)
        navigationItem.leftBarButtonItems = [sidebar, panel]

        let picker = makeColorButton()
        view.addSubview(picker)
        colorButton = picker
    }

    func showColor(filled: Bool) {
        colorButton.setImage(UIImage(systemName: filled ? "circle.fill" : "circle"), for: .normal)
    }

    private func makeColorButton() -> UIButton {
        let button = UIButton(type: .system)
        button.accessibilityLabel = NSLocalizedString("Color", comment: "")
        return button
    }

    private func updateAccessibility(ofSidebarItem item: UIBarButtonItem) {
        item.accessibilityLabel = isPanelOpen ? "Close sidebar" : "Open sidebar"
    }
}
