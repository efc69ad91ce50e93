import SwiftUI

// The fill of a chip its own tap chooses: tap-gesture-button gives the chip `.isSelected` under the
// same condition (the chip activates itself, or sets the selection to its value), so the colour is
// no longer the only signal.
struct KindChip: View {
    let title: String
    var active: Bool
    var activateKind: () -> Void

    var body: some View {
        Text(title)
            .padding(8)
            .background(Capsule().fill(active ? Color.accentColor : .secondary.opacity(0.15)))
            .onTapGesture {
                activateKind()
            }
    }
}

struct SortOption: View {
    let title: String
    let value: Int
    var pinned = false
    @Binding var selected: Int

    var body: some View {
        HStack {
            Text(title)
        }
        .padding(8)
        .background(Capsule().fill(pinned || selected == value ? Color.accentColor : .primary.opacity(0.1)))
        .onTapGesture {
            selected = value
        }
    }
}
