import SwiftUI

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
