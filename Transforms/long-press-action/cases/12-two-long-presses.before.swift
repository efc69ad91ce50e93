import SwiftUI

struct PlayerView: View {
    var body: some View {
        VStack {
            Image(systemName: "backward.fill")
                .onLongPressGesture { restartTrack() }
            Image(systemName: "forward.fill")
                .onLongPressGesture(perform: skipToEnd)
        }
    }

    func restartTrack() {}
    func skipToEnd() {}
}
