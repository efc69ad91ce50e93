import SwiftUI

struct LegacyShareButton: View {
    var body: some View {
        Button(action: {}) {
            Image(systemName: "square.and.arrow.up")
        }
        .accessibility(label: Text("Share"))
        .accessibility(hint: Text("Shares the current page"))
        .accessibility(addTraits: .isButton)
    }
}
