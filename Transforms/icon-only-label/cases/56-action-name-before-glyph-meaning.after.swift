import SwiftUI

/// The glyph would say "Fast forward"; the code says the button goes to the next track, and
/// clears the search field rather than closing anything.
struct PlayerControls: View {
    @Binding var query: String
    let nextButtonTapped: () -> Void
    let removeChoice: () -> Void

    var body: some View {
        HStack {
            Button(action: nextButtonTapped) {
                Image(systemName: "forward.fill")
            }
            .accessibilityLabel("Next") // [VERIFY] confirm label matches intent
            Button(action: removeChoice) {
                Image(systemName: "minus.circle")
            }
            .accessibilityLabel("Remove choice") // [VERIFY] confirm label matches intent
            Button {
                query = ""
            } label: {
                Image(systemName: "xmark.circle.fill")
            }
            .accessibilityLabel("Clear") // [VERIFY] confirm label matches intent
        }
    }
}
