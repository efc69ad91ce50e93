import SwiftUI

/// State that retitles a button but also inserts a view without a fade moves the content below
/// it: gated.
struct FollowToggle: View {
    @State private var isFollowing = false
    @State private var notifies = true

    var body: some View {
        VStack {
            Button(isFollowing ? "Following" : "Follow") {
                withAnimation(.bouncy) { isFollowing.toggle() }
            }
            if isFollowing {
                Toggle("Notify me", isOn: $notifies)
            }
        }
    }
}
