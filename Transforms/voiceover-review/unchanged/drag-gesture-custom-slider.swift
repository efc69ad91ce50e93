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
        }
        .frame(height: 8)
    }
}
