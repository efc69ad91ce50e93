import SwiftUI

struct PlatformShareButton: View {
    var share: () -> Void

    var body: some View {
        Button(action: share) {
            Image(systemName: "square.and.arrow.up")
        }
        #if os(iOS)
        .accessibilityLabel("Share photo")
        #endif
    }
}
