import SwiftUI

struct PlayerControls: View {
    var body: some View {
        HStack(spacing: 24) {
            Image(systemName: "backward.fill")
                .onTapGesture { skipBackward() }
            VStack {
                Text("Now playing")
                Text("Track 3")
            }
            .onTapGesture { showQueue() }
        }
    }

    func skipBackward() {}
    func showQueue() {}
}
