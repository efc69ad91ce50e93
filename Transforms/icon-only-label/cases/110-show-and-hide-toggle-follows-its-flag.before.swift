import SwiftUI

// One glyph for both states of a show/hide switch: the label follows the flag, as a fixed
// "Show details" would be wrong once they show.
struct DetailsToggleButton: View {
    @Binding var showDetails: Bool

    var body: some View {
        Button {
            withAnimation { showDetails.toggle() }
        } label: {
            Image("details-glyph")
        }
    }
}
