import SwiftUI

struct DetailsButton: View {
    let details: DetailsModel

    var body: some View {
        Button {
            withAnimation { details.showDetails() }
        } label: {
            Image("details-glyph")
        }
        .accessibilityLabel("Show details") // [VERIFY] confirm label matches intent
    }
}
