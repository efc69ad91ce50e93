import SwiftUI

struct LikeButton: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Binding var isLiked: Bool

    var body: some View {
        Image(systemName: isLiked ? "hand.thumbsup.fill" : "hand.thumbsup")
            .scaleEffect(isLiked ? 1.1 : 1)
            .animation(reduceMotion ? nil : .spring, value: isLiked)
    }
}

struct CommentCount: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    var count: Int

    var body: some View {
        Text("\(count) comments")
            .offset(y: count == 0 ? 6 : 0)
            .animation(reduceMotion ? nil : .smooth, value: count)
    }
}
