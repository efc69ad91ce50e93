import SwiftUI

enum Pane: Hashable {
    case home, shelf
}

struct PaneTab: Identifiable {
    let id: Pane
    let icon: String
}

/// A tab drawn by a view of its own, holding its button.
struct TabChip: View {
    let icon: String
    let onTap: () -> Void

    var body: some View {
        Button(action: onTap) {
            Image(systemName: icon)
                .padding(.horizontal, 14)
        }
        .buttonStyle(.plain)
        .accessibilityLabel(icon)
    }
}

// Each tab chip of a `ForEach`, coloured and backed by a capsule when it is the open pane, says it
// is the chosen one. A chip coloured by its own state (`hasBadge`) is no choice.
struct PaneSwitcher: View {
    let tabs: [PaneTab]
    let badged: Set<Pane>
    @State private var current: Pane = .home

    var body: some View {
        HStack {
            ForEach(tabs) { tab in
                TabChip(icon: tab.icon) {
                    current = tab.id
                }
                .foregroundStyle(tab.id == current ? .white : .gray)
                .background {
                    Capsule()
                        .fill(current == tab.id ? Color.gray.opacity(0.3) : Color.clear)
                }
                .accessibilityAddTraits(tab.id == current ? .isSelected : [])
            }
            ForEach(tabs) { tab in
                TabChip(icon: tab.icon) {
                    current = tab.id
                }
                .foregroundStyle(badged.contains(tab.id) ? .orange : .gray)
            }
        }
    }
}
