import SwiftUI

struct PlayerControls: View {
    @State private var isPlaying = false

    var body: some View {
        HStack(spacing: 24) {
            Button(action: rewind) {
                Image(systemName: "gobackward.15")
                    .resizable()
                    .scaledToFit()
            }
            .padding(4)
            .frame(width: 32, height: 32)
            .foregroundStyle(.secondary)
            .buttonStyle(.plain)
            Text(isPlaying ? "Playing" : "Paused")
        }
    }

    func rewind() {}
}
