import SwiftUI

/// A text always shown beside the icon, not on hover, is a title the row shows (what the power
/// button acts on), not the button's own words: not taken as its label: the action names it.
struct OutletRow: View {
    @State private var hovering = false
    var togglePower: () -> Void

    var body: some View {
        HStack(spacing: 2) {
            Button(action: togglePower) {
                Image(systemName: "power")
            }
            .accessibilityLabel("Toggle power") // [VERIFY] confirm label matches intent
            Text("Desk lamp")
                .font(.caption)
        }
        .onHover { inside in hovering = inside }
    }
}
