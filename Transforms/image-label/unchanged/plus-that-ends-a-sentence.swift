import SwiftUI

/// An icon that ends the sentence its text begins ("… by tapping [+]") stands beside text: no label of
/// its own (VoiceOver reads the symbol's "Add"), and image-decorative leaves it visible.
struct EmptyListHint: View {
    var body: some View {
        HStack(spacing: 4) {
            Text("Add a list by tapping")
            Image(systemName: "plus")
        }
    }
}
