import UIKit

/// A composer's toolbar: each image button's handler is named for the control it serves
/// (`cameraTapped`, `didTapVoiceNote`), so the code says what a person knows it by. A `video`
/// glyph's usual "Video call" is not what this button does: the handler's word wins.
final class ComposerToolbarController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let cameraButton = UIButton(type: .system)
        cameraButton.setImage(UIImage(systemName: "camera"), for: .normal)
        cameraButton.addTarget(self, action: #selector(cameraTapped), for: .touchUpInside)
        view.addSubview(cameraButton)

        let clipButton = UIButton(type: .system)
        clipButton.setImage(UIImage(systemName: "video"), for: .normal)
        clipButton.addTarget(self, action: #selector(self.videoClipButtonTapped), for: .touchUpInside)
        view.addSubview(clipButton)

        let noteButton = UIButton(type: .system)
        noteButton.setImage(UIImage(named: "waveform-badge"), for: .normal)
        noteButton.addTarget(self, action: #selector(didTapVoiceNote), for: .touchUpInside)
        view.addSubview(noteButton)
    }

    @objc func cameraTapped() {}
    @objc func videoClipButtonTapped() {}
    @objc func didTapVoiceNote() {}
}
