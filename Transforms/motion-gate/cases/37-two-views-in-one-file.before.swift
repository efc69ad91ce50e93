import SwiftUI

struct LikeButton: View {
    @Binding var isLiked: Bool

    var body: some View {
        Image(systemName: isLiked ? "hand.thumbsup.fill" : "hand.thumbsup")
            .scaleEffect(isLiked ? 1.1 : 1)
            .animation(.spring, value: isLiked)
    }
}

struct CommentCount: View {
    var count: Int

    var body: some View {
        Text("\(count) comments")
            .offset(y: count == 0 ? 6 : 0)
            .animation(.smooth, value: count)
    }
}
