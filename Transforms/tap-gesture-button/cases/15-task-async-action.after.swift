import SwiftUI

struct RefreshIndicator: View {
    var body: some View {
        HStack {
            Image(systemName: "arrow.clockwise")
                .onTapGesture {
                    Task { await reloadFeed() }
                }
                .accessibilityAddTraits(.isButton)
                .accessibilityLabel("Reload feed") // [VERIFY] confirm label matches intent
        }
    }

    func reloadFeed() async {}
}
