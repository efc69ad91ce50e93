import SwiftUI

/// Modifiers on a `ForEach` apply to every view of every element: a row and its `Divider`
/// would each become a button. They go on the row inside.
struct RecentSearches: View {
    let searches: [String]

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(searches, id: \.self) { search in
                HStack {
                    Image(systemName: "clock")
                    Text(search)
                }
                .accessibilityElement(children: .combine)
                .accessibilityAddTraits(.isButton)
                Divider()
            }
            .onTapGesture { openSearchHistory() }
        }
    }

    func openSearchHistory() {}
}
