import SwiftUI

/// A row combined into one element without words or actions of its own reads its children's
/// words: the control's label is part of what VoiceOver says for the row.
struct TrackRow: View {
    let title: String
    let onFavorite: () -> Void

    var body: some View {
        HStack {
            Text(title)
            Button(action: onFavorite) {
                Image(systemName: "heart")
            }
        }
        .accessibilityElement(children: .combine)
    }
}
