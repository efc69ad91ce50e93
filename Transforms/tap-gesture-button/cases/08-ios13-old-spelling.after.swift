import SwiftUI

struct PlayerControls: View {
    var body: some View {
        HStack(spacing: 24) {
            Image(systemName: "backward.fill")
                .onTapGesture { skipBackward() }
                .accessibility(addTraits: .isButton)
                .accessibility(label: Text("Skip backward")) // [VERIFY] confirm label matches intent
            VStack {
                Text("Now playing")
                Text("Track 3")
            }
            .onTapGesture { showQueue() }
            .accessibilityElement(children: .combine)
            .accessibility(addTraits: .isButton)
        }
    }

    func skipBackward() {}
    func showQueue() {}
}
