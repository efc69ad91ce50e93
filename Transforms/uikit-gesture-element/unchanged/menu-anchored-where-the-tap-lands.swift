import UIKit

/// A canvas whose secondary click opens one menu, placed where the pointer is: the point only
/// anchors the menu, so there is one target and nothing to report.
final class CanvasView: UIView {
    private let anchorButton = UIButton(type: .system)

    override init(frame: CGRect) {
        super.init(frame: frame)
        anchorButton.showsMenuAsPrimaryAction = true
        addSubview(anchorButton)
        let click = UITapGestureRecognizer(target: self, action: #selector(showCanvasMenu(_:)))
        click.buttonMaskRequired = .secondary
        addGestureRecognizer(click)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    @objc private func showCanvasMenu(_ recognizer: UITapGestureRecognizer) {
        let point = recognizer.location(in: self)
        anchorButton.menu = UIMenu(children: [UIAction(title: "Paste") { _ in }])
        anchorButton.frame = CGRect(x: point.x, y: point.y, width: 1, height: 1)
    }
}

/// A list whose tap picks the row under the finger before opening that row's menu: the point
/// chooses among targets, so it is still reported.
final class PlaylistView: UIView {
    let tableView = UITableView()
    var onMenuForRow: ((Int) -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(showRowMenu(_:))))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    @objc private func showRowMenu(_ recognizer: UITapGestureRecognizer) {
        let point = recognizer.location(in: tableView)
        guard let row = tableView.indexPathForRow(at: point)?.row else { return }
        onMenuForRow?(row)
    }
}

/// A menu anchored at the pointer, its handler checking the recognizer's own kind along the way:
/// a `contains` that tests no point still leaves one target.
final class OutlineView: UIView {
    private let anchorButton = UIButton(type: .system)

    override init(frame: CGRect) {
        super.init(frame: frame)
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(showOutlineMenu(_:))))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    @objc private func showOutlineMenu(_ recognizer: UITapGestureRecognizer) {
        let location = recognizer.location(in: self)
        anchorButton.menu = UIMenu(children: [UIAction(title: "New Section") { _ in }])
        anchorButton.frame = CGRect(x: location.x, y: location.y, width: 1, height: 1)
        _ = recognizer.description.contains("UITapGestureRecognizer")
    }
}

/// A tap tested against one part's frame picks among targets: still reported.
final class LegendView: UIView {
    private let swatch = UIView()
    private let menuButton = UIButton(type: .system)

    override init(frame: CGRect) {
        super.init(frame: frame)
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(handleLegendTap(_:))))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    @objc private func handleLegendTap(_ recognizer: UITapGestureRecognizer) {
        let point = recognizer.location(in: self)
        guard swatch.frame.contains(point) else { return }
        menuButton.menu = UIMenu(children: [UIAction(title: "Change Colour") { _ in }])
    }
}
