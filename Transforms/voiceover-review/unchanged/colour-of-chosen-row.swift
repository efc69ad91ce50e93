import SwiftUI

/// A fill that shows which row of a `ForEach` is chosen is left to selection-trait, which gives the
/// row `.isSelected`; a fill that follows the element's own state is still reported.
struct FilterSidebar: View {
    let filters: [String]
    @State private var active = "All"
    @State private var done: Set<String> = []

    var body: some View {
        List {
            ForEach(filters, id: \.self) { filter in
                Button {
                    active = filter
                } label: {
                    Text(filter)
                }
                .listRowBackground(
                    RoundedRectangle(cornerRadius: 6)
                        .fill(active == filter ? Color.accentColor : Color.clear)
                )
            }
            ForEach(filters, id: \.self) { filter in
                Button {
                    done.insert(filter)
                } label: {
                    Text(filter)
                }
                .listRowBackground(
                    RoundedRectangle(cornerRadius: 6)
                        .fill(filter.isEmpty ? Color.red : Color.clear)
                )
            }
        }
    }
}
