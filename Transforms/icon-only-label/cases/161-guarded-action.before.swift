import SwiftUI

/// An `if` without `else` around all an action does says when the control works, not what it
/// does: the flag it switches inside names the button as it would without the `if`.
struct VolumeStrip: View {
    let supportsVolume: Bool
    @State private var showVolumeSlider = false

    var body: some View {
        HStack {
            Button {
                if supportsVolume {
                    withAnimation(.easeOut(duration: 0.1)) {
                        showVolumeSlider.toggle()
                    }
                }
            } label: {
                Image(systemName: "speaker.wave.2")
            }
            .disabled(!supportsVolume)
            if showVolumeSlider {
                Slider(value: .constant(0.5))
            }
        }
    }
}
