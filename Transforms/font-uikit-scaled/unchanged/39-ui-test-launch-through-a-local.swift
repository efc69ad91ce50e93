import UIKit

/// A diagnostics label shown only when UI tests launch the app with `-TestEnvironment`, the
/// launch arguments read through a local: test-only code, left alone like `#if DEBUG`.
final class LaunchSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var diagnosticsLabel: UILabel?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
        let arguments = ProcessInfo.processInfo.arguments
        if arguments.contains("-TestEnvironment") {
            let label = UILabel()
            label.font = .systemFont(ofSize: UIFont.smallSystemFontSize)
            label.translatesAutoresizingMaskIntoConstraints = false
            window?.addSubview(label)
            diagnosticsLabel = label
        }
    }
}
