import SwiftUI

struct QuoteView: View {
    var body: some View {
        Text("“Stay hungry.”")
            .accessibilityLabel(#"Quote: "Stay hungry.""#)
            .accessibilityHint("""
                Double-tap to share this quote
                """)
    }
}
