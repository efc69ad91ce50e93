import UIKit

/// A plain view its authors call a Back button, drawing only a chevron icon over a blur, with a tap
/// whose handler says nothing: the class name states its one job, so it becomes a button named
/// "Back". A view named a button for something else is still reported.
final class SheetBackButton: UIView {
    let onPress: () -> Void
    private let icon = UIImageView(image: UIImage(named: "chevron"))

    init(_ onPress: @escaping () -> Void) {
        self.onPress = onPress
        super.init(frame: .zero)
        addSubview(icon)
        let tap = UITapGestureRecognizer(target: self, action: #selector(tapped))
        addGestureRecognizer(tap)
    }

    required init?(coder: NSCoder) { fatalError() }

    @objc func tapped() {
        onPress()
    }
}

final class ShareSheetButton: UIView {
    let onPress: () -> Void
    private let icon = UIImageView(image: UIImage(named: "share"))

    init(_ onPress: @escaping () -> Void) {
        self.onPress = onPress
        super.init(frame: .zero)
        addSubview(icon)
        let tap = UITapGestureRecognizer(target: self, action: #selector(tapped))
        addGestureRecognizer(tap)
    }

    required init?(coder: NSCoder) { fatalError() }

    @objc func tapped() {
        onPress()
    }
}
