import UIKit

/// Receivers declared with the project's own subclasses of UILabel and UITextField (directly or
/// through another project class) are text views: they get adjustsFontForContentSizeCategory.
/// A subclass of UIView is not, so it only gets a finding.
class InsetLabel: UILabel {}

final class PillLabel: InsetLabel {}

final class SearchInput: UITextField {}

final class TagCloud: UIView {
    var font: UIFont?
}

final class TagHeaderView: UIView {
    private let title = PillLabel()
    private let query: SearchInput = SearchInput()
    private let cloud = TagCloud()

    func setUp() {
        title.font = UIFontMetrics(forTextStyle: .subheadline).scaledFont(for: .systemFont(ofSize: 15, weight: .medium))
        title.adjustsFontForContentSizeCategory = true
        query.font = UIFontMetrics(forTextStyle: .subheadline).scaledFont(for: .systemFont(ofSize: 14))
        query.adjustsFontForContentSizeCategory = true
        cloud.font = UIFontMetrics(forTextStyle: .caption1).scaledFont(for: .systemFont(ofSize: 12, weight: .medium))
    }
}
