import SwiftUI

/// A grid of buttons each picking the SF Symbol it shows: SwiftUI reads the symbol's name, which in
/// an icon picker is the choice. Not reported.
struct BadgeSymbolGrid: View {
    let names = ["leaf", "flame", "bolt"]
    @Binding var chosen: String
    var onPick: (String) -> Void

    var body: some View {
        LazyVGrid(columns: [GridItem(.adaptive(minimum: 44))]) {
            ForEach(names, id: \.self) { name in
                Button {
                    chosen = name
                } label: {
                    Image(systemName: name)
                }
            }
            ForEach(Badge.all) { badge in
                Button {
                    onPick(badge.symbol)
                } label: {
                    Image(systemName: badge.symbol)
                }
            }
        }
    }
}

// Elsewhere in the project:
// struct Badge: Identifiable { let id: Int; let symbol: String; static let all: [Badge] = [] }
