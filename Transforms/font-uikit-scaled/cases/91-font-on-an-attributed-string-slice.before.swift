import UIKit

/// The font is set on a slice of an attributed string, not on a view: it is scaled, and no
/// `adjustsFontForContentSizeCategory` line or finding is about it.
struct EmojiBody {
    func boosted(_ text: String) -> AttributedString {
        var attributed = AttributedString(text)
        if let range = attributed.range(of: text) {
            attributed[range].font = UIFont.systemFont(ofSize: 17, weight: .semibold)
        }
        return attributed
    }
}
