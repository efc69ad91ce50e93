import SwiftUI

struct VolumeSlider: View {
    @Binding var volume: Double

    var body: some View {
        Slider(value: animated(volumeBinding), in: 0...1)
    }

    private var volumeBinding: Binding<Double> { $volume }

    private func animated(_ binding: Binding<Double>) -> Binding<Double> {
        binding.animation(.spring)
    }
}
