import SwiftUI

/// A flag flipped, or a count raised, only to fire an action (`scrollToTopTrigger`) shows no
/// state: the button does what the trigger is named for.
struct CommentsPanel: View {
    @State private var scrollToTopTrigger = false
    @State private var reloadTrigger = 0

    var body: some View {
        HStack {
            Button {
                scrollToTopTrigger.toggle()
            } label: {
                Image(systemName: "arrow.up")
            }
            .accessibilityLabel("Scroll to top") // [VERIFY] confirm label matches intent
            Button {
                reloadTrigger += 1
            } label: {
                Image(systemName: "arrow.clockwise")
            }
            .accessibilityLabel("Reload") // [VERIFY] confirm label matches intent
        }
    }
}
