import SwiftUI

struct FavoriteToggle: View {
    @Binding var isFavorite: Bool

    var body: some View {
        Button {
            isFavorite.toggle()
            AccessibilityNotification.Announcement(isFavorite ? "Added to favorites" : "Removed from favorites").post()
        } label: {
            Image(systemName: isFavorite ? "star.fill" : "star")
        }
        .accessibilityLabel("Favorite")
    }
}
