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

// The capsule behind the open pane's tab chip, a project view holding its button, is the choice
// selection-trait gives `.isSelected` (its sides written the other way round): not reported here.
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
