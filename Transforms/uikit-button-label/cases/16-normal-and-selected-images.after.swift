import UIKit

final class RecipeViewController: UIViewController {
    private let favoriteButton = UIButton(type: .custom)

    override func viewDidLoad() {
        super.viewDidLoad()
        favoriteButton.setImage(UIImage(systemName: "star"), for: .normal)
        favoriteButton.accessibilityLabel = "Favorite" // [VERIFY] confirm label matches intent
        favoriteButton.setImage(UIImage(systemName: "star.fill"), for: .selected)
        favoriteButton.addTarget(self, action: #selector(toggleFavorite), for: .touchUpInside)
        view.addSubview(favoriteButton)
    }

    @objc private func toggleFavorite() {
        favoriteButton.isSelected.toggle()
    }
}
