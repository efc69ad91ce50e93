import SwiftUI

struct ShareButton: View {
    var share: () -> Void

    var body: some View {
        Button(action: share) {
            Image(systemName: "square.and.arrow.up")
        }
        .accessibilityLabel("Share recipe")
        .padding()
    }
}
