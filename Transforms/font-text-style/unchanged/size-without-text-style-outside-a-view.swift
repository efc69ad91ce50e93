import SwiftUI

// 9 pt matches no text style: `.caption2` would grow it by 22%, and no view is here to hold a
// @ScaledMetric. The transform reports it instead of changing the design.
enum Typography {
    static let legalFootnote = Font.system(size: 9)
    static let hero = Font.system(size: 40)
}
