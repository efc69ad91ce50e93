import SwiftUI
import UIKit

/// The SwiftUI wrapper's `updateUIView` sets only the label's text, with no fonts of its own: the
/// font the control gives its label where it is made is what shows, so it is scaled.
final class CountdownBadgeView: UIView {
    let timeLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        timeLabel.font = UIFont.monospacedDigitSystemFont(ofSize: 15, weight: .medium)
        addSubview(timeLabel)
    }

    required init?(coder: NSCoder) { nil }

    func setTime(_ text: String) {
        timeLabel.attributedText = NSAttributedString(string: text)
    }
}

struct CountdownBadge: UIViewRepresentable {
    var time: String

    func makeUIView(context: Context) -> CountdownBadgeView {
        CountdownBadgeView()
    }

    func updateUIView(_ uiView: CountdownBadgeView, context: Context) {
        uiView.setTime(time)
    }
}
