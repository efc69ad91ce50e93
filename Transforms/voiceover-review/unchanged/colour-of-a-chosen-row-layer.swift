import SwiftUI

// The fill of a tapped row's first layer that marks the chosen one is a choice tap-gesture-button
// gives `.isSelected`: not reported here. A layer filled by the item's own state (`isNew`) is
// colour alone, and reported.
struct ProviderRow: View {
    let title: String
    let isSelected: Bool
    let action: () -> Void

    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 8)
                .fill(isSelected ? Color.accentColor.opacity(0.15) : Color.clear)
            Text(title)
                .padding(10)
        }
        .contentShape(Rectangle())
        .onTapGesture(perform: action)
    }
}

struct ReleaseRow: View {
    let title: String
    let isNew: Bool
    let action: () -> Void

    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 8)
                .fill(isNew ? Color.yellow.opacity(0.2) : Color.clear)
            Text(title)
                .padding(10)
        }
        .contentShape(Rectangle())
        .onTapGesture(perform: action)
    }
}
