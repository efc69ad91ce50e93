import SwiftUI

struct Disclaimer: View {
    var body: some View {
        Text("Prices include VAT where applicable.")
            .font(.footnote)
            .foregroundStyle(.secondary)
            .multilineTextAlignment(.center)
    }
}
