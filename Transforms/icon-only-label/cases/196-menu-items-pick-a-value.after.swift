import SwiftUI

/// Every item calls `select(_:)` with its element: the menu picks a value, which names no action
/// of its own: the glyph's own word ("Filter") names the menu, never "Select".
struct ListFilterMenu: View {
    let filters: [ListFilter]
    let model: FilterModel

    var body: some View {
        Menu {
            ForEach(filters) { filter in
                Button(filter.title) {
                    model.select(filter)
                }
            }
        } label: {
            Image(systemName: "line.3.horizontal.decrease.circle")
        }
        .accessibilityLabel("Filter") // [VERIFY] confirm label matches intent
    }
}

struct ListFilter: Identifiable {
    let id: Int
    let title: String
}

final class FilterModel {
    func select(_ filter: ListFilter) {}
}
