import UIKit

final class PagingController {
    // The font only gives a line height to scroll by; no text uses it.
    func pageOverlap(scale: CGFloat) -> CGFloat {
        2 * UIFont.systemFont(ofSize: UIFont.systemFontSize).lineHeight * scale
    }

    func baselineOffset() -> CGFloat {
        UIFont(name: "Menlo", size: 12)!.ascender
    }
}
