import UIKit

/// A frame-rate meter the app adds to its window only in debug builds is developer text: its font
/// stays. A label the app makes in every build scales.
final class FrameRateLabel: UILabel {
    override init(frame: CGRect) {
        super.init(frame: frame)
        font = UIFont(name: "Menlo", size: 14)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class StatusLabel: UILabel {
    override init(frame: CGRect) {
        super.init(frame: frame)
        font = .systemFont(ofSize: 17)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class WindowDecorator {
    func decorate(_ window: UIWindow) {
        window.addSubview(StatusLabel(frame: .zero))
        #if DEBUG
            window.addSubview(FrameRateLabel(frame: .zero))
        #endif
    }
}
