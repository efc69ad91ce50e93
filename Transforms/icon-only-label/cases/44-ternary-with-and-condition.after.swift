import SwiftUI

struct LikeButton: View {
    @Binding var isLiked: Bool
    let isLoading: Bool

    var body: some View {
        Button {
            isLiked.toggle()
        } label: {
            Image(systemName: isLiked && !isLoading ? "heart.fill" : "heart")
        }
        .accessibilityLabel("Favorite") // [VERIFY] confirm label matches intent
    }
}
