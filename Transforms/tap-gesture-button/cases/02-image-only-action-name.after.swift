import SwiftUI

struct InfoBadge: View {
    var body: some View {
        VStack {
            Image(systemName: "info.circle")
                .font(.title2)
                .onTapGesture { showDetails() }
                .accessibilityAddTraits(.isButton)
                .accessibilityLabel("Show details") // [VERIFY] confirm label matches intent
        }
    }

    func showDetails() {}
}
