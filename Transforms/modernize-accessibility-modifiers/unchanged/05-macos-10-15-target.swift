import SwiftUI

struct ToolbarSearchField: View {
    @Binding var query: String

    var body: some View {
        TextField("Search", text: $query)
            .accessibility(label: Text("Search messages"))
            .accessibility(identifier: "toolbar.search")
    }
}
