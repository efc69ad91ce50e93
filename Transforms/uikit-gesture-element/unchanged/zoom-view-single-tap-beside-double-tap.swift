import UIKit

// A zooming view: the double tap zooms where it lands, the single tap (which waits for it to fail)
// only runs the callback it was handed. Only the double tap picks a point: the single tap is one
// target, not several: it is asked for a label, as any tap whose callback says nothing.
final class ZoomingPhotoView: UIView {
    private let onTap: (() -> Void)?

    init(onTap: (() -> Void)?) {
        self.onTap = onTap
        super.init(frame: .zero)
        let doubleTap = UITapGestureRecognizer(target: self, action: #selector(zoomIn(gesture:)))
        doubleTap.numberOfTapsRequired = 2
        addGestureRecognizer(doubleTap)
        let singleTap = UITapGestureRecognizer(target: self, action: #selector(tapped(gesture:)))
        singleTap.require(toFail: doubleTap)
        addGestureRecognizer(singleTap)
    }

    required init?(coder: NSCoder) { nil }

    @objc private func tapped(gesture: UITapGestureRecognizer) {
        onTap?()
    }

    @objc private func zoomIn(gesture: UITapGestureRecognizer) {
        let point = gesture.location(in: self)
        transform = CGAffineTransform(translationX: -point.x, y: -point.y).scaledBy(x: 2, y: 2)
    }
}
