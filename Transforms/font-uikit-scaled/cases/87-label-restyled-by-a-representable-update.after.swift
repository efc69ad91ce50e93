import SwiftUI
import UIKit

/// The control styles its label where it is made, but the SwiftUI wrapper's `updateUIView`,
/// which runs right after the view is made and on every change, hands it attributed text with
/// fonts of its own: only those show, so they are scaled, and the first font is left as it is.
final class HoldToConfirmView: UIView {
    let promptLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        setUpViews()
    }

    required init?(coder: NSCoder) { nil }

    private func setUpViews() {
        addSubview(promptLabel)
        setStyle()
    }

    private func setStyle() {
        promptLabel.numberOfLines = 0
        promptLabel.font = UIFont.systemFont(ofSize: 22)
    }

    func setPrompt(_ prompt: NSAttributedString) {
        promptLabel.attributedText = prompt
    }
}

struct HoldToConfirm: UIViewRepresentable {
    var prompt: String

    func makeUIView(context: Context) -> HoldToConfirmView {
        HoldToConfirmView()
    }

    func updateUIView(_ uiView: HoldToConfirmView, context: Context) {
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.preferredFont(forTextStyle: .title2)]
        uiView.setPrompt(NSAttributedString(string: prompt, attributes: attributes))
    }
}
