import SwiftUI

// A tapped row whose first layer is a shape filled when it is the chosen one shows its choice as
// a background would: the button trait and `.isSelected` under that flag. A layer filled by the
// item's own state (`isNew`) is no choice: the trait alone.
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
