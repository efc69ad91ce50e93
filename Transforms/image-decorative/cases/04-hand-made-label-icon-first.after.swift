import SwiftUI

struct FavoritesRow: View {
    var body: some View {
        HStack {
            Image(systemName: "star.fill")
                .foregroundStyle(.yellow)
                .accessibilityHidden(true)
            Text("Favorites")
        }
    }
}
