import SwiftUI

/// An icon right after a text whose last word waits for its object ("… by tapping [+]") is a word of
/// that sentence: hidden, VoiceOver would read an unfinished instruction, so it is left as it is.
/// The same icon before its words is a hand-made `Label`'s: hidden.
struct EmptyListHint: View {
    var body: some View {
        VStack {
            HStack(spacing: 4) {
                Text("Add a list by tapping")
                Image(systemName: "plus")
            }
            HStack(spacing: 4) {
                Image(systemName: "plus")
                    .accessibilityHidden(true)
                Text("New list")
            }
        }
    }
}
