import SwiftUI

struct InboxToolbar: View {
    var share: () -> Void

    var body: some View {
        HStack {
            Spacer()
            Button(action: share) {
                Image(systemName: "square.and.arrow.up")
            }
            // [VERIFY] confirm label matches intent
            .accessibilityLabel("Share")
        }
    }
}
