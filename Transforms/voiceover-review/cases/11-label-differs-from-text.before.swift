import SwiftUI

struct PriceTag: View {
    var body: some View {
        Text("$4.99")
            .font(.headline)
            .accessibilityLabel("Price")
    }
}
