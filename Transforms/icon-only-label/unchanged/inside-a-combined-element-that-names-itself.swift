import SwiftUI

/// A row combined into one element with its own label, or with actions of its own, speaks for the
/// controls inside: their labels are never read, and what they do is reached through the actions.
struct TrackRow: View {
    let title: String
    let onFavorite: () -> Void
    let onQueue: () -> Void

    var body: some View {
        VStack {
            HStack {
                Text(title)
                Button(action: onFavorite) {
                    Image(systemName: "heart")
                }
            }
            .accessibilityElement(children: .combine)
            .accessibilityLabel(title)
            HStack {
                Text(title)
                Button(action: onQueue) {
                    Image(systemName: "text.badge.plus")
                }
            }
            .accessibilityElement(children: .combine)
            .accessibilityAction(named: "Add to queue", onQueue)
        }
    }
}
