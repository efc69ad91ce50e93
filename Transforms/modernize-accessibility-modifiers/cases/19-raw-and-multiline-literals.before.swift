import SwiftUI

struct QuoteView: View {
    var body: some View {
        Text("“Stay hungry.”")
            .accessibility(label: Text(#"Quote: "Stay hungry.""#))
            .accessibility(hint: Text("""
                Double-tap to share this quote
                """))
    }
}
