import SwiftUI

/// State that retitles a button but also inserts a view without a fade moves the content below
/// it: gated.
struct FollowToggle: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var isFollowing = false
    @State private var notifies = true

    var body: some View {
        VStack {
            Button(isFollowing ? "Following" : "Follow") {
                withAnimation(reduceMotion ? nil : .bouncy) { isFollowing.toggle() }
            }
            if isFollowing {
                Toggle("Notify me", isOn: $notifies)
            }
        }
    }
}
