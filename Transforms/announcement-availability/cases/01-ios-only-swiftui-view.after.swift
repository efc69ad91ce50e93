import SwiftUI

struct FavoriteToggle: View {
    @Binding var isFavorite: Bool

    var body: some View {
        Button {
            isFavorite.toggle()
            if #available(iOS 17, *) {
                AccessibilityNotification.Announcement(isFavorite ? "Added to favorites" : "Removed from favorites").post()
            } else {
                UIAccessibility.post(notification: .announcement, argument: isFavorite ? "Added to favorites" : "Removed from favorites")
            }
        } label: {
            Image(systemName: isFavorite ? "star.fill" : "star")
        }
        .accessibilityLabel("Favorite")
    }
}
