import SwiftUI

/// `var reloadButton` whose action stores what a reload returns does reload: its name stands.
struct FeedScreen: View {
    final class Store {
        func reload() -> [String] { [] }
    }

    let store: Store
    @State private var items: [String] = []

    var body: some View {
        List(items, id: \.self) { item in
            Text(item)
        }
        .toolbar { reloadButton }
    }

    private var reloadButton: some View {
        Button {
            items = store.reload()
        } label: {
            Image(systemName: "gobackward")
        }
        .accessibilityLabel("Reload") // [VERIFY] confirm label matches intent
    }
}
