import UIKit

/// Buttons made one per element take the words of their own element: the title beside the symbol
/// each is made from, in a labelled tuple or the project type the collection holds. One phrase
/// from the shared action would name them all alike.
final class FormatBar: UIView {
    private let formats: [(symbol: String, title: String)] = [
        ("bold", "Bold"), ("italic", "Italic"), ("underline", "Underline"),
    ]

    func build() {
        for format in formats {
            let button = UIButton(type: .system)
            button.setImage(UIImage(systemName: format.symbol), for: .normal)
            button.accessibilityLabel = format.title // [VERIFY] confirm label matches intent
            button.addTarget(self, action: #selector(applyFormat), for: .touchUpInside)
            addSubview(button)
        }
        for (index, tool) in DrawingTool.allCases.enumerated() {
            let button = UIButton(type: .system)
            button.tag = index
            button.setImage(UIImage(systemName: tool.symbolName), for: .normal)
            button.accessibilityLabel = tool.title // [VERIFY] confirm label matches intent
            button.addTarget(self, action: #selector(pickTool), for: .touchUpInside)
            addSubview(button)
        }
    }

    @objc private func applyFormat() {}
    @objc private func pickTool() {}
}

enum DrawingTool: CaseIterable {
    case pen, marker, eraser

    var symbolName: String {
        switch self {
        case .pen: "pencil"
        case .marker: "highlighter"
        case .eraser: "eraser"
        }
    }

    var title: String {
        switch self {
        case .pen: "Pen"
        case .marker: "Marker"
        case .eraser: "Eraser"
        }
    }
}
