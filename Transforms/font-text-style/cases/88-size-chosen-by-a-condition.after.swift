import SwiftUI

/// Sizes chosen between two text styles' own sizes: the condition chooses between the styles,
/// in a view and outside one.
struct ReceiptLine: View {
    let item: String
    let isCompact: Bool

    var body: some View {
        Text(item)
            .font(isCompact ? .footnote.weight(.medium) : .subheadline.weight(.medium))
    }
}

enum ReceiptFonts {
    static func total(compact: Bool) -> Font {
        (compact ? Font.body : Font.title3).italic()
    }
}
