import SwiftUI

struct FavoriteToggle: View {
    @Binding var isFavorite: Bool

    var body: some View {
        Toggle("Favorite", isOn: $isFavorite)
            .accessibilityHint("Adds this recipe to your favorites")
    }
}
