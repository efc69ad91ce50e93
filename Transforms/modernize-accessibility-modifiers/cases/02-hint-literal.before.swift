import SwiftUI

struct FavoriteToggle: View {
    @Binding var isFavorite: Bool

    var body: some View {
        Toggle("Favorite", isOn: $isFavorite)
            .accessibility(hint: Text("Adds this recipe to your favorites"))
    }
}
