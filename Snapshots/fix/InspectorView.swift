import AppKit

/// The document object the inspector edits.
struct InspectedShape {
    var name: String
    var width: Double
    var height: Double
    var isLocked: Bool
}

/// Notified when the inspector changes or removes the selection.
protocol InspectorViewControllerDelegate: AnyObject {
    func inspectorDidRequestDelete(_ inspector: InspectorViewController)
    func inspector(_ inspector: InspectorViewController, didUpdate shape: InspectedShape)
}

/// A side panel that shows and edits the properties of the selected shape.
final class InspectorViewController: NSViewController {
    weak var delegate: InspectorViewControllerDelegate?

    var shape: InspectedShape? {
        didSet { refresh() }
    }

    private let nameLabel = NSTextField(labelWithString: "")
    private let sizeLabel = NSTextField(labelWithString: "")
    private let sectionHeader = NSTextField(labelWithString: "GEOMETRY")
    private let detailsStack = NSStackView()

    private weak var deleteControl: NSButton?

    override func loadView() {
        view = NSView(frame: NSRect(x: 0, y: 0, width: 260, height: 420))
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        buildInterface()
        refresh()
    }

    private func buildInterface() {
        let settingsButton = NSButton(title: "", image: NSImage(systemSymbolName: "gearshape", accessibilityDescription: nil)!, target: self, action: #selector(showSettings))
        settingsButton.setAccessibilityLabel("Show settings") // [VERIFY] confirm label matches intent
        settingsButton.toolTip = "Show settings" // [VERIFY] confirm label matches intent
        settingsButton.bezelStyle = .texturedRounded

        let lockButton = NSButton(image: NSImage(systemSymbolName: "lock", accessibilityDescription: nil)!, target: self, action: #selector(toggleLock))
        lockButton.setAccessibilityLabel("Lock or unlock the selected shape") // [VERIFY] confirm label matches intent
        lockButton.toolTip = "Lock or unlock the selected shape"
        lockButton.bezelStyle = .texturedRounded

        let deleteButton = NSButton(image: NSImage(systemSymbolName: "trash", accessibilityDescription: nil)!, target: self, action: #selector(deleteSelection))
        deleteButton.setAccessibilityLabel("Delete selection") // [VERIFY] confirm label matches intent
        deleteButton.toolTip = "Delete selection" // [VERIFY] confirm label matches intent
        deleteButton.bezelStyle = .texturedRounded
        deleteButton.contentTintColor = .systemRed
        deleteControl = deleteButton

        let applyButton = NSButton(title: "Apply Changes", target: self, action: #selector(applyChanges))
        applyButton.keyEquivalent = "\r"

        let warningIcon = NSImageView(image: NSImage(systemSymbolName: "exclamationmark.triangle", accessibilityDescription: nil)!)
        warningIcon.contentTintColor = .systemYellow

        nameLabel.font = NSFont.systemFont(ofSize: 13)
        nameLabel.lineBreakMode = .byTruncatingTail

        sectionHeader.font = NSFont.boldSystemFont(ofSize: 11)
        sectionHeader.textColor = .secondaryLabelColor

        sizeLabel.textColor = .secondaryLabelColor

        let toolbar = NSStackView(views: [settingsButton, lockButton, deleteButton])
        toolbar.orientation = .horizontal
        toolbar.spacing = 6

        let warningRow = NSStackView(views: [warningIcon, sizeLabel])
        warningRow.orientation = .horizontal
        warningRow.spacing = 4

        detailsStack.orientation = .vertical
        detailsStack.alignment = .leading
        detailsStack.spacing = 8
        detailsStack.addArrangedSubview(sectionHeader)
        detailsStack.addArrangedSubview(nameLabel)
        detailsStack.addArrangedSubview(warningRow)

        let root = NSStackView(views: [toolbar, detailsStack, applyButton])
        root.orientation = .vertical
        root.alignment = .leading
        root.spacing = 16
        root.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(root)

        NSLayoutConstraint.activate([
            root.topAnchor.constraint(equalTo: view.topAnchor, constant: 12),
            root.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 12),
            root.trailingAnchor.constraint(lessThanOrEqualTo: view.trailingAnchor, constant: -12),
        ])
    }

    private func refresh() {
        guard isViewLoaded else { return }
        guard let shape = shape else {
            nameLabel.stringValue = "No Selection"
            sizeLabel.stringValue = ""
            deleteControl?.isEnabled = false
            return
        }
        nameLabel.stringValue = shape.name
        sizeLabel.stringValue = String(format: "%.0f × %.0f pt", shape.width, shape.height)
        deleteControl?.isEnabled = !shape.isLocked
    }

    private func setDetailsVisible(_ visible: Bool) {
        NSAnimationContext.runAnimationGroup { context in
            context.duration = 0.2
            context.allowsImplicitAnimation = true
            detailsStack.animator().alphaValue = visible ? 1.0 : 0.0
        }
    }

    @objc private func deleteSelection() {
        delegate?.inspectorDidRequestDelete(self)
        shape = nil
        setDetailsVisible(false)
    }

    @objc private func showSettings() {
        let alert = NSAlert()
        alert.messageText = "Inspector Settings"
        alert.informativeText = "Units and snapping options will appear here."
        alert.runModal()
    }

    @objc private func toggleLock() {
        guard var current = shape else { return }
        current.isLocked.toggle()
        shape = current
        delegate?.inspector(self, didUpdate: current)
    }

    @objc private func applyChanges() {
        guard let current = shape else { return }
        delegate?.inspector(self, didUpdate: current)
        setDetailsVisible(true)
    }
}
