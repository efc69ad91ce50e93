import SwiftUI

struct Disclaimer: View {
    var body: some View {
        Text("Prices include VAT where applicable.")
            .font(.system(size: 12.5))
            .foregroundStyle(.secondary)
            .multilineTextAlignment(.center)
    }
}
