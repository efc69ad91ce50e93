import UIKit

// The whole handler is an `if` that tests the class's own state: the tap cancels only while the
// upload can be cancelled, so a "Cancel" button made once would announce a tap that does nothing
// (a busy spinner nobody can stop). Reported; an `if let` alone (a value set once) is no such test.
final class UploadRingView: UIView {
    var upload: Upload?

    override init(frame: CGRect) {
        super.init(frame: frame)
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(cancelUpload)))
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    @objc private func cancelUpload() {
        if let upload, upload.canStop, !upload.isStopped {
            upload.stop()
        }
    }
}

// Elsewhere in the project:
// final class Upload { var canStop = true; var isStopped = false; func stop() {} }
