import UIKit

/// In an app whose code the run holds (its delegate is here), a tappable label class nothing makes
/// is dead code: left alone. A rounded container whose tap finds the text field inside and focuses
/// it only moves focus, which VoiceOver does on the field.
final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        window = UIWindow()
        window?.addSubview(InputBox(input: UITextField()))
        return true
    }
}

final class TappableLabel: UILabel {
    override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = true
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(openLink)))
    }

    required init?(coder: NSCoder) { fatalError() }

    @objc func openLink() {}
}

final class InputBox: UIView {
    init(input: UIView) {
        super.init(frame: .zero)
        addSubview(input)
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tapped)))
    }

    required init?(coder: NSCoder) { fatalError() }

    @objc func tapped() {
        guard let field = subviews.first as? UITextField else { return }
        field.becomeFirstResponder()
    }
}
