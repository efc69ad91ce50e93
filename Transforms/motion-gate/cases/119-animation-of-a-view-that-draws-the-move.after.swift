import SwiftUI

/// An `.animation(_, value:)` on a view that draws, through the properties it names, what the
/// value slides: the whole tour, pager and dots, is animated, so the slide is gated.
struct ScanTour: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var step = 0
    let steps = ["Scan", "Tag", "Share"]

    var body: some View {
        VStack {
            pager
            stepDots
        }
        .animation(reduceMotion ? nil : .spring(), value: step)
    }

    var pager: some View {
        HStack(spacing: 0) {
            ForEach(steps, id: \.self) { title in
                Text(title).frame(width: 300)
            }
        }
        .offset(x: CGFloat(-step) * 300)
        .onTapGesture { step = min(step + 1, steps.count - 1) }
    }

    var stepDots: some View {
        HStack(spacing: 8) {
            ForEach(steps.indices, id: \.self) { index in
                Capsule()
                    .fill(index == step ? Color.primary : Color.secondary.opacity(0.4))
                    .frame(width: 16, height: 6)
            }
        }
    }
}
