import UIKit

/// A form that swallows taps with a recognizer given no action (so they do not reach the list
/// behind it), and a camera preview whose single tap only logs: neither tap does anything a
/// user sees, so there is nothing to make reachable, and the fields stay readable.
final class NoteForm: UIView {
    private let titleField = UITextField()
    private let caption = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(caption)
        addSubview(titleField)
        addGestureRecognizer(UITapGestureRecognizer())
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class PreviewBubble: UIView {
    private let tapRecognizer = UITapGestureRecognizer()

    override init(frame: CGRect) {
        super.init(frame: frame)
        tapRecognizer.addTarget(self, action: #selector(didTap(_:)))
        addGestureRecognizer(tapRecognizer)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    @objc func didTap(_ recognizer: UITapGestureRecognizer) {
        print(recognizer)
    }
}

final class ScreenHost: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(NoteForm())
        view.addSubview(PreviewBubble())
    }
}
