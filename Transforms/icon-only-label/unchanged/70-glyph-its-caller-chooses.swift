import SwiftUI

/// A reusable bar whose trailing button draws whatever glyph a case hands it: each use means
/// something else (a gear, a star), so no fixed word fits; the property's name (`trailingButton`)
/// names a slot, not an action. Reported: the case needs a label of its own.
enum BarAccessory {
    case none
    case icon(symbol: String, onTap: () -> Void)
}

struct Bar: View {
    let title: String
    let accessory: BarAccessory

    var body: some View {
        HStack {
            Text(title)
            Spacer()
            trailingButton
        }
    }

    @ViewBuilder
    private var trailingButton: some View {
        switch accessory {
        case .none:
            EmptyView()
        case .icon(let symbol, let onTap):
            Button {
                onTap()
            } label: {
                Image(systemName: symbol)
            }
        }
    }

    func badge(glyph: String, onTap: @escaping () -> Void) -> some View {
        Button(action: onTap) {
            Image(systemName: glyph)
        }
    }
}
