import SwiftUI

/// A tappable text is a control to Voice Control: its label must start with the words shown.
struct PriceTag: View {
    var body: some View {
        Text("$4.99")
            .font(.headline)
            .onTapGesture { showPriceHistory() }
            .accessibilityLabel("Price")
    }

    func showPriceHistory() {}
}
