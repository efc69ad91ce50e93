import SwiftUI

/// A button that loads its data again under a circular arrow is "Refresh", whatever the method is
/// called (`fetchPosts`, `loadCatalog`); the same arrow setting a value is reported.
struct FeedToolbar: View {
    let feed: FeedStore
    @State private var loadLevel = 1

    var body: some View {
        HStack {
            Button {
                Task { await feed.fetchPosts(page: 0) }
            } label: {
                Image(systemName: "arrow.clockwise.circle")
            }
            Button(action: feed.loadCatalog) {
                Image(systemName: "arrow.triangle.2.circlepath")
            }
            Button {
                loadLevel = 0
            } label: {
                Image(systemName: "arrow.counterclockwise")
            }
        }
    }
}

// Elsewhere in the project:
// final class FeedStore { func fetchPosts(page: Int) async {}; func loadCatalog() {} }
