import SwiftUI

struct VolumeBar: View {
    @Binding var volume: Double

    var body: some View {
        GeometryReader { proxy in
            Capsule()
                .fill(.blue)
                .frame(width: proxy.size.width * volume)
                .gesture(DragGesture(minimumDistance: 0).onChanged { value in
                    volume = min(max(value.location.x / proxy.size.width, 0), 1)
                })
                .accessibilityElement()
                .accessibilityLabel("Volume")
                .accessibilityValue("\(Int(volume * 100)) percent")
                .accessibilityAdjustableAction { direction in
                    switch direction {
                    case .increment: volume = min(volume + 0.1, 1)
                    case .decrement: volume = max(volume - 0.1, 0)
                    @unknown default: break
                    }
                }
        }
        .frame(height: 8)
    }
}
