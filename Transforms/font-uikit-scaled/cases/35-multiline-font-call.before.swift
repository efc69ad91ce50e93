import UIKit

final class PlanCardView: UIView {
    private let planLabel = UILabel()

    func configure(plan: String) {
        planLabel.font = UIFont.systemFont(
            ofSize: 22,
            weight: .bold
        )
        planLabel.text = plan
    }
}
