import UIKit

enum FontChoice {
    case openDyslexic, hyperlegible, system

    /// Only the family matters here; the size is set where the font is used.
    var baseFont: UIFont? {
        switch self {
        case .openDyslexic: return UIFont(name: "OpenDyslexic", size: 1)
        case .hyperlegible: return UIFont(name: "Atkinson Hyperlegible", size: 1)
        case .system: return UIFont.systemFont(ofSize: 1)
        }
    }
}
