import SwiftUI

struct PlayerView: View {
    var body: some View {
        VStack {
            Image(systemName: "backward.fill")
                .onLongPressGesture { restartTrack() }
                .accessibilityAction(named: "Restart track") { restartTrack() } // [VERIFY] confirm label matches intent
            Image(systemName: "forward.fill")
                .onLongPressGesture(perform: skipToEnd)
                .accessibilityAction(named: "Skip to end") { skipToEnd() } // [VERIFY] confirm label matches intent
        }
    }

    func restartTrack() {}
    func skipToEnd() {}
}
