import SwiftUI

private let emptyStateIconSize: CGFloat = 72

/// A toast's icon font given as a default argument, a sample toast, and a display-size constant:
/// icon sizes are the icon's design, not text, so none is reported.
struct Toast {
    var symbol: String
    var symbolFont: Font
    var title: String

    init(symbol: String, symbolFont: Font = .system(size: 35), title: String) {
        self.symbol = symbol
        self.symbolFont = symbolFont
        self.title = title
    }

    static let sample = Toast(symbol: "wifi", symbolFont: .system(size: 35), title: "Connected")
}

struct EmptyState: View {
    var body: some View {
        Image(systemName: "tray")
            .font(.system(size: emptyStateIconSize))
    }
}
