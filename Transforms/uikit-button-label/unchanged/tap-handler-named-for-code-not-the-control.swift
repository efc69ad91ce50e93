import UIKit

/// Handlers that say a tap happened but name the code around it (`leftImageTapped`: a side and a
/// look; `showPickerTapped`: a screen being shown) or only a thing with no tap (`camera`) give
/// the button no name; without a phrase from elsewhere each is reported.
final class AttachmentBarController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let leftButton = UIButton(type: .system)
        leftButton.setImage(UIImage(named: "attach-left"), for: .normal)
        leftButton.addTarget(self, action: #selector(leftImageTapped), for: .touchUpInside)
        view.addSubview(leftButton)

        let pickerButton = UIButton(type: .system)
        pickerButton.setImage(UIImage(named: "picker-glyph"), for: .normal)
        pickerButton.addTarget(self, action: #selector(showPickerStateTapped), for: .touchUpInside)
        view.addSubview(pickerButton)

        let lensButton = UIButton(type: .system)
        lensButton.setImage(UIImage(named: "lens-glyph"), for: .normal)
        lensButton.addTarget(self, action: #selector(camera), for: .touchUpInside)
        view.addSubview(lensButton)
    }

    @objc func leftImageTapped() {}
    @objc func showPickerStateTapped() {}
    @objc func camera() {}
}
