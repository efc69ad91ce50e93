import SwiftUI

struct DimmerSlider: View {
    @Binding var level: Double

    var body: some View {
        GeometryReader { proxy in
            ZStack(alignment: .leading) {
                Capsule().fill(.gray.opacity(0.3))
                Circle()
                    .frame(width: 24)
                    .offset(x: proxy.size.width * level)
            }
            .contentShape(Rectangle())
            .gesture(
                DragGesture(minimumDistance: 0).onChanged { drag in
                    level = min(max(drag.location.x / proxy.size.width, 0), 1)
                }
            )
        }
        .frame(height: 24)
        // The slider is one element, adjusted here for the whole track.
        .accessibilityElement()
        .accessibilityLabel("Brightness")
        .accessibilityValue(Text(level, format: .percent))
        .accessibilityAdjustableAction { direction in
            level = min(max(level + (direction == .increment ? 0.1 : -0.1), 0), 1)
        }
    }
}
