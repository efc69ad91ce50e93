import AVFoundation
import UIKit

/// Left alone: taps that pick a point, not a target. The camera preview focuses where it is
/// tapped; the photo zooms in where it is double-tapped. Neither has an action to name.
final class CameraPreviewView: UIView {
    var device: AVCaptureDevice?

    override init(frame: CGRect) {
        super.init(frame: frame)
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(focusTapped(_:))))
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    @objc private func focusTapped(_ recognizer: UITapGestureRecognizer) {
        let point = recognizer.location(in: self)
        guard let device, (try? device.lockForConfiguration()) != nil else { return }
        device.focusPointOfInterest = CGPoint(x: point.x / bounds.width, y: point.y / bounds.height)
        device.unlockForConfiguration()
    }
}

final class ZoomingPhotoView: UIScrollView {
    private lazy var doubleTap: UITapGestureRecognizer = {
        let recognizer = UITapGestureRecognizer(target: self, action: #selector(zoomIn(_:)))
        recognizer.numberOfTapsRequired = 2
        return recognizer
    }()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addGestureRecognizer(doubleTap)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    @objc private func zoomIn(_ recognizer: UITapGestureRecognizer) {
        setZoomScale(zoomScale > 1 ? 1 : 2, animated: true)
    }
}
