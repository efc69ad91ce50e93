import SwiftUI

/// An instant reset spelled with the type (`Animation.easeInOut(duration: 0.001)`) is as invisible as
/// `.easeInOut(duration: 0.001)`: left alone (no-motion). The animation that then moves is gated.
struct Sparkle: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var offsets: [CGFloat] = [0, 0]

    var body: some View {
        Circle()
            .offset(x: offsets[0], y: offsets[1])
            .onAppear {
                withAnimation(Animation.easeInOut(duration: 0.001)) { offsets = [0, 0] }
                withAnimation(reduceMotion ? nil : Animation.easeInOut(duration: 0.4)) { offsets = [10, 20] }
            }
    }
}
