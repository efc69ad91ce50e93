import SwiftUI

/// The sort menu's own label is drawn in the toolbar: its fixed size is rewritten. Its items, and
/// the title of the menu nested in it, are drawn by the system in its own font: left alone.
struct SortMenu: View {
    @Binding var order: String

    var body: some View {
        Menu {
            Button {
                order = "new"
            } label: {
                Text("Newest")
                    .font(.system(size: 15))
            }
            Menu {
                Button("Today") { order = "today" }
                Button("This week") { order = "week" }
            } label: {
                Label("Top", systemImage: "chart.bar")
                    .font(.system(size: 17, weight: .bold))
            }
        } label: {
            Label("Sort", systemImage: "arrow.up.arrow.down")
                .font(.system(size: 17, weight: .bold))
        }
        .contextMenu {
            Button("Reset") { order = "" }
                .font(.system(size: 13))
        }
    }
}
