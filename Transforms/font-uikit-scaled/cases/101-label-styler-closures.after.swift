import UIKit

func combine<T>(_ first: @escaping (T) -> Void, then second: @escaping (T) -> Void) -> (T) -> Void {
    { first($0); second($0) }
}

// Each styler runs on every label it styles: the font is made again per label.
let bodyLabelStyle: (UILabel) -> Void = {
    $0.font = .preferredFont(forTextStyle: .body)
    $0.adjustsFontForContentSizeCategory = true
    $0.numberOfLines = 0
}

let footnoteLabelStyle = combine(bodyLabelStyle, then: { label in
    label.font = UIFontMetrics(forTextStyle: .footnote).scaledFont(for: .systemFont(ofSize: 13, weight: .medium))
    label.adjustsFontForContentSizeCategory = true
})

let linkButtonStyle: (UIButton) -> Void = {
    $0.titleLabel?.font = .preferredFont(forTextStyle: .subheadline)
    $0.titleLabel?.adjustsFontForContentSizeCategory = true
}
