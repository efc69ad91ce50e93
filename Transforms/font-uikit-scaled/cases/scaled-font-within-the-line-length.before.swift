import UIKit

/// Where the written `UIFont` type would run a scaled font past the project's line length, it is
/// left implied inside `scaledFont(for:)`, which takes a UIFont.
final class ChapterTitleStyle {
    let current: [NSAttributedString.Key: Any] = [
        .font: UIFont.boldSystemFont(ofSize: 20),
        .foregroundColor: UIColor.label,
    ]
    let other: [NSAttributedString.Key: Any] = [
        .font: UIFont.systemFont(ofSize: 19),
        .foregroundColor: UIColor.secondaryLabel,
    ]
}
