import SwiftUI

struct LegacyShareButton: View {
    var share: () -> Void

    var body: some View {
        Button(action: share) {
            Image(systemName: "square.and.arrow.up")
                .accessibility(label: Text("Share post"))
        }
    }
}
