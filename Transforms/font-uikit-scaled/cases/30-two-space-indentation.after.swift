import UIKit

final class StepperRow: UIView {
  private let countLabel = UILabel()

  func configure(count: Int) {
    if count > 0 {
      countLabel.font = UIFontMetrics(forTextStyle: .title3).scaledFont(for: UIFont.systemFont(ofSize: 20, weight: .heavy))
      countLabel.adjustsFontForContentSizeCategory = true
    }
    countLabel.text = "\(count)"
  }
}
