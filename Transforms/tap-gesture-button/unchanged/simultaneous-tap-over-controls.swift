import SwiftUI

final class ControlsTimer: ObservableObject {
    func restart() {}
}

struct PlayerControls: View {
    @StateObject private var timer = ControlsTimer()
    @State private var playing = false

    var body: some View {
        HStack {
            Button("Back", systemImage: "gobackward.10") {}
            Button(playing ? "Pause" : "Play", systemImage: playing ? "pause.fill" : "play.fill") {
                playing.toggle()
            }
        }
        .simultaneousGesture(TapGesture().onEnded {
            timer.restart()
        })
    }
}
