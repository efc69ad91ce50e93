import UIKit

final class PlanCardView: UIView {
    private let planLabel = UILabel()

    func configure(plan: String) {
        planLabel.font = UIFontMetrics(forTextStyle: .title2).scaledFont(for: UIFont.systemFont(
            ofSize: 22,
            weight: .bold
        ))
        planLabel.adjustsFontForContentSizeCategory = true
        planLabel.text = plan
    }
}
