import UIKit

struct ReaderPreferences {
    var fontName: String
    var fontSize: Double
}

final class ReaderViewController: UIViewController {
    private let bodyView = UITextView()
    private var preferences: ReaderPreferences?
    private let logView = UITextView()

    // The reader's own face and size, picked in the app's settings.
    func applyPreferences() {
        guard let preferences = preferences else { return }
        let size = preferences.fontSize
        bodyView.font = UIFont(name: preferences.fontName, size: CGFloat(size)) ?? bodyView.font
    }

    // The log's size from the user's defaults.
    func applyLogSize() {
        logView.font = .monospacedSystemFont(
            ofSize: CGFloat(UserDefaults.standard.double(forKey: "logFontSize")), weight: .regular)
    }
}

final class ConsoleView: UIView {
    private let outputView = UITextView()

    // A console's face and size come together from the session the user set up.
    func apply(session: ConsoleSession) {
        outputView.font = UIFont(name: session.fontFace, size: session.fontSize)
    }
}
// Elsewhere in the project:
// struct ConsoleSession { var fontFace: String; var fontSize: CGFloat }
