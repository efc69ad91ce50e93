import SwiftUI

// Setting the split view's column visibility shows or hides the sidebar, in SwiftUI's own words,
// never the case's name ("Detail only").
struct LibrarySplitView: View {
    @State private var visibility: NavigationSplitViewVisibility = .all

    var body: some View {
        NavigationSplitView(columnVisibility: $visibility) {
            List { Text("Books") }
        } detail: {
            Text("Choose a book")
                .toolbar {
                    Button { visibility = .detailOnly } label: {
                        Image(systemName: "arrow.up.left.and.arrow.down.right")
                    }
                }
        }
    }
}
