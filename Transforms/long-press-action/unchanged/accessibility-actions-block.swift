import SwiftUI

struct EpisodeRow: View {
    let title: String

    var body: some View {
        Text(title)
            .onLongPressGesture { markPlayed() }
            .accessibilityActions {
                Button("Mark played", action: markPlayed)
            }
    }

    func markPlayed() {}
}
