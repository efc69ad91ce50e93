import SwiftUI

struct CartBadge: View {
    let count: Int

    var body: some View {
        HStack {
            Image(systemName: "cart")
            Text("\(count) items")
        }
        .onTapGesture { openCart() }
    }

    func openCart() {}
}
