import SwiftUI

struct CartBadge: View {
    let count: Int

    var body: some View {
        Image(systemName: "cart")
            .overlay(Text("\(count)").font(.caption2), alignment: .topTrailing)
            .accessibilityLabel("Cart")
            .accessibilityValue("\(count) items")
    }
}
