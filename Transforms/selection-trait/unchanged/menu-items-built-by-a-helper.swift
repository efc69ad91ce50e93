import SwiftUI

/// A menu's items built by a helper method the menu calls: the system draws them as menu items
/// and drops their accessibility modifiers, wherever the `Button` is written. Only a helper that
/// every call site uses inside a menu is known to build menu items.
struct SortPicker: View {
    @Binding var order: String
    let orders: [String]

    var body: some View {
        Menu {
            ForEach(orders, id: \.self) { name in
                option(name, selected: order == name) { order = name }
            }
        } label: {
            Text(order)
        }
    }

    private func option(_ name: String, selected: Bool, action: @escaping () -> Void) -> some View {
        Button(action: action) {
            HStack {
                if selected {
                    Image(systemName: "checkmark")
                }
                Text(name)
            }
        }
    }
}
