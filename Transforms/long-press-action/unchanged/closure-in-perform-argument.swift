import SwiftUI

struct ReactionButton: View {
    @State private var showsPicker = false

    var body: some View {
        Image(systemName: "hand.thumbsup")
            .onLongPressGesture(minimumDuration: 0.5, perform: {
                showsPicker = true
                playHaptic()
            })
    }

    func playHaptic() {}
}
