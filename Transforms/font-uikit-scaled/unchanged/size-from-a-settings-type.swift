import UIKit

/// The app's own text-size setting, kept between launches.
enum ReaderSettings {
    static var fontSize: Float = 1.0
}

/// The prompt is drawn at the size the reader picked in the app's settings: Dynamic Type does
/// not grow a size the user chose.
final class FlashcardViewController: UIViewController {
    @IBOutlet var promptLabel: UILabel!
    let baseSize = 42.0

    func showPrompt(_ prompt: String) {
        promptLabel.text = prompt
        promptLabel.font = UIFont(name: "HiraginoSans-W3", size: promptFontSize())
    }

    func promptFontSize() -> CGFloat {
        CGFloat(baseSize * Double(ReaderSettings.fontSize))
    }
}
