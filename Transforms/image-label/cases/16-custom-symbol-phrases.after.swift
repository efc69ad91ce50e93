import SwiftUI

struct StoreHeader: View {
    var body: some View {
        HStack {
            Image("brand-mark")
                .resizable()
                .frame(width: 32, height: 32)
                .accessibilityLabel("Acme") // [VERIFY] confirm label matches intent
            Image(systemName: "cart.badge.plus")
                .accessibilityLabel("Add to basket") // [VERIFY] confirm label matches intent
        }
    }
}
