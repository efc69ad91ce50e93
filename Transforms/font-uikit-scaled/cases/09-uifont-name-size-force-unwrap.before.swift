import UIKit

final class BrandHeaderView: UIView {
    private let brandLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        brandLabel.font = UIFont(name: "Georgia-Bold", size: 28)!
        addSubview(brandLabel)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}
