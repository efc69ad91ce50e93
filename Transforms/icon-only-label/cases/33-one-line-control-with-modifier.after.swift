import SwiftUI

struct SearchField: View {
    @Binding var query: String
    var runSearch: () -> Void

    var body: some View {
        HStack {
            TextField("Search", text: $query)
            Button(action: runSearch) { Image(systemName: "magnifyingglass") }.foregroundStyle(.secondary)
                .accessibilityLabel("Run search") // [VERIFY] confirm label matches intent
        }
    }
}
