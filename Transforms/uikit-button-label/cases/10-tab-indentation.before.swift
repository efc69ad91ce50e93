import UIKit

final class MapViewController: UIViewController {
	private let locateButton = UIButton(type: .system)

	override func viewDidLoad() {
		super.viewDidLoad()
		locateButton.setImage(UIImage(systemName: "location"), for: .normal)
		view.addSubview(locateButton)
	}
}
