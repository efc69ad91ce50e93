import SwiftUI

/// Shared fonts for the symbols that head result cards, kept in computed properties of a protocol
/// extension: no view can hold a @ScaledMetric here, and a symbol's size is its design, so none is
/// reported. A title font kept the same way is text, and is still reported.
extension View {
    var cardHeaderSymbolFont: Font {
        .system(size: 30, weight: .bold)
    }

    var cardBadgeIconFont: Font {
        get { return .system(size: 26, weight: .semibold) }
    }

    var cardHeaderTitleFont: Font {
        .system(size: 30, weight: .bold)
    }
}
