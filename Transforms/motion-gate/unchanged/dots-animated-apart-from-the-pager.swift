import SwiftUI

/// An `.animation(_, value:)` animates the view it modifies: the step dots only recolour, and the
/// pager that the same value slides is another property, which the dots never draw.
struct ScanTour: View {
    @State private var step = 0
    let steps = ["Scan", "Tag", "Share"]

    var body: some View {
        VStack {
            pager
            stepDots
        }
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
        .animation(.easeInOut(duration: 0.25), value: step)
    }
}
