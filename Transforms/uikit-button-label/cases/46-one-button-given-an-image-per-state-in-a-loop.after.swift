import UIKit

/// A loop over states gives one and the same button an image per state: it is one button, named
/// as any other.
final class RecordBar: UIView {
    private let recordButton = UIButton(type: .system)

    func build() {
        for state: UIControl.State in [.normal, .highlighted] {
            recordButton.setImage(UIImage(systemName: "record.circle"), for: state)
        }
        recordButton.accessibilityLabel = "Record" // [VERIFY] confirm label matches intent
        recordButton.addTarget(self, action: #selector(startRecording), for: .touchUpInside)
        addSubview(recordButton)
    }

    @objc private func startRecording() {}
}
