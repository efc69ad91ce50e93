import SwiftUI

// The receiver is declared as a UILabel: `.systemFont(ofSize: 14)` is a UIFont.
struct MarqueeLabel: UIViewRepresentable {
    var text: String

    func makeUIView(context: Context) -> UILabel {
        let label: UILabel = UILabel()
        label.font = .systemFont(ofSize: 14)
        return label
    }

    func updateUIView(_ label: UILabel, context: Context) {
        label.text = text
    }
}
