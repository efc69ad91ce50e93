import UIKit

final class GalleryViewController: UIViewController {
    private let favoriteButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        favoriteButton.setImage(UIImage(systemName: "heart"), for: .normal)
        favoriteButton.accessibilityLabel = "Favorite" // [VERIFY] confirm label matches intent
        view.addSubview(favoriteButton)
    }
}
