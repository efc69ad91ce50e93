import SwiftUI
import UIKit

enum DotLabels {
    /// The SwiftUI font draws the label at a fixed size; the UIFont beside it only measures it.
    static func fonts(zoomedOut: Bool) -> (Font, UIFont) {
        let size: CGFloat = zoomedOut ? 9 : 12
        return (Font.custom("DotFont", fixedSize: size), UIFont.systemFont(ofSize: size))
    }
}
