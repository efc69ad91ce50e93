import SwiftUI

/// Sizes chosen between two text styles' own sizes: the condition chooses between the styles,
/// in a view and outside one.
struct ReceiptLine: View {
    let item: String
    let isCompact: Bool

    var body: some View {
        Text(item)
            .font(.system(size: isCompact ? 13 : 15, weight: .medium))
    }
}

enum ReceiptFonts {
    static func total(compact: Bool) -> Font {
        .system(size: compact ? 17 : 20).italic()
    }
}
