import UIKit

/// Fonts listed together are a set. When one of them cannot be scaled (its size is a variable,
/// or a comment keeps it), scaling the others alone would break the set, so the set is reported.
final class HeadingStyles {
    var bodySize: CGFloat = 15

    lazy var levels: [UIFont] = [
        .systemFont(ofSize: 28, weight: .bold),
        .systemFont(ofSize: 22, weight: .semibold),
        .systemFont(ofSize: bodySize),
    ]

    let byLevel: [Int: UIFont] = [
        1: .systemFont(ofSize: 24, weight: .bold),
        // Fixed size: the footer must fit its bar.
        2: .systemFont(ofSize: 12),
    ]
}
