import SwiftUI

struct StoreHeader: View {
    var body: some View {
        HStack {
            Image("brand-mark")
                .resizable()
                .frame(width: 32, height: 32)
            Image(systemName: "cart.badge.plus")
        }
    }
}
