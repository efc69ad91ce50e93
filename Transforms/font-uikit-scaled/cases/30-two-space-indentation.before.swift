import UIKit

final class StepperRow: UIView {
  private let countLabel = UILabel()

  func configure(count: Int) {
    if count > 0 {
      countLabel.font = UIFont.systemFont(ofSize: 20, weight: .heavy)
    }
    countLabel.text = "\(count)"
  }
}
