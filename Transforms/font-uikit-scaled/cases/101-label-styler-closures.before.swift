import UIKit

func combine<T>(_ first: @escaping (T) -> Void, then second: @escaping (T) -> Void) -> (T) -> Void {
    { first($0); second($0) }
}

// Each styler runs on every label it styles: the font is made again per label.
let bodyLabelStyle: (UILabel) -> Void = {
    $0.font = .systemFont(ofSize: 17)
    $0.numberOfLines = 0
}

let footnoteLabelStyle = combine(bodyLabelStyle, then: { label in
    label.font = .systemFont(ofSize: 13, weight: .medium)
})

let linkButtonStyle: (UIButton) -> Void = {
    $0.titleLabel?.font = .systemFont(ofSize: 15)
}
