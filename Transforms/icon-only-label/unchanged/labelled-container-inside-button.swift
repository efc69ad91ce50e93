import SwiftUI

struct SharePostButton: View {
    var share: () -> Void

    var body: some View {
        Button(action: share) {
            HStack {
                Image(systemName: "square.and.arrow.up")
            }
            .accessibilityLabel("Share post")
        }
    }
}
