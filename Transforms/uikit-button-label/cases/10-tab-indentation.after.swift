import UIKit

final class MapViewController: UIViewController {
	private let locateButton = UIButton(type: .system)

	override func viewDidLoad() {
		super.viewDidLoad()
		locateButton.setImage(UIImage(systemName: "location"), for: .normal)
		locateButton.accessibilityLabel = "Location" // [VERIFY] confirm label matches intent
		view.addSubview(locateButton)
	}
}
