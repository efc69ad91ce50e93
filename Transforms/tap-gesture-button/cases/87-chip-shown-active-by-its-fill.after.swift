import SwiftUI

// A chip whose fill follows `active` and whose tap activates it is the chosen one of its row: the
// button trait goes with `.isSelected` while it is active. A chip whose tap only reports itself
// (`onTap()`) says nothing of what `active` means: the trait alone.
struct ScopeChip: View {
    let title: String
    var active: Bool
    var activateScope: () -> Void

    var body: some View {
        Text(title)
            .padding(8)
            .background(Capsule().fill(active ? Color.accentColor : .secondary.opacity(0.2)))
            .onTapGesture {
                activateScope()
            }
            .accessibilityAddTraits(active ? [.isButton, .isSelected] : .isButton)
    }
}

struct TagChip: View {
    let title: String
    var active: Bool
    var onTap: () -> Void

    var body: some View {
        Text(title)
            .padding(8)
            .background(Capsule().fill(active ? Color.orange : .secondary.opacity(0.2)))
            .onTapGesture {
                onTap()
            }
            .accessibilityAddTraits(.isButton)
    }
}
