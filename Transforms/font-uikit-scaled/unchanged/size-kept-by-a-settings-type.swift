import UIKit

/// The user's own editor font: the type that keeps the settings reads its size.
extension EditorDefaults {
    static var noteFont: UIFont {
        if let name = self.fontName, let font = UIFont(name: name, size: CGFloat(self.fontSize)) {
            return font
        }
        return UIFont.systemFont(ofSize: CGFloat(self.fontSize))
    }
}

enum EditorDefaults {
    static var fontName: String? { UserDefaults.standard.string(forKey: "fontName") }
    static var fontSize: Int { UserDefaults.standard.integer(forKey: "fontSize") }
}
