import UIKit

/// Labels no view holds draw no text: one kept only to hand its text on, one declared and never
/// used, one made in a method only to measure a string.
final class TransferStatusView: UIView {
    private lazy var speedLabel: UILabel = {
        let label = UILabel()
        label.font = .systemFont(ofSize: 11)
        return label
    }()
    private let unusedCaption: UILabel = {
        let caption = UILabel()
        caption.font = .systemFont(ofSize: 13, weight: .medium)
        return caption
    }()
    private let progressBar = UIProgressView()
    var onStatus: ((String) -> Void)?

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(progressBar)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func update(bytesPerSecond: Int) {
        speedLabel.text = ByteCountFormatter.string(fromByteCount: Int64(bytesPerSecond), countStyle: .file)
        onStatus?(speedLabel.text ?? "")
    }

    func heightNeeded(for text: String, width: CGFloat) -> CGFloat {
        let sizing = UILabel()
        sizing.font = .systemFont(ofSize: 15)
        sizing.numberOfLines = 0
        sizing.text = text
        return sizing.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
    }
}
