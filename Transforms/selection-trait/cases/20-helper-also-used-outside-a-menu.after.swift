import SwiftUI

/// A helper that builds an option row is also used in a plain list: there its `Button` is an
/// ordinary control, so it gets the selected trait the mark shows.
struct SortOptions: View {
    @Binding var order: String
    let orders: [String]

    var body: some View {
        VStack {
            Menu {
                option(orders[0], selected: order == orders[0]) { order = orders[0] }
            } label: {
                Text(order)
            }
            ForEach(orders, id: \.self) { name in
                option(name, selected: order == name) { order = name }
            }
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
        .accessibilityAddTraits(selected ? .isSelected : [])
    }
}
