import SwiftUI

struct VolumeKnob: View {
    @Binding var volume: Double

    var body: some View {
        Button {
            volume = volume >= 1 ? 0 : volume + 0.25
        } label: {
            Image(systemName: "speaker.wave.3")
        }
        .accessibilityRepresentation {
            Slider(value: $volume, in: 0...1) {
                Text("Volume")
            }
        }
    }
}
