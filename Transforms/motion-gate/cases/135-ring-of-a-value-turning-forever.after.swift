import SwiftUI

/// A ring filled to a value (a score, not a fixed arc) turning forever as decoration: a loop
/// started once, stopped under Reduce Motion.
struct ScoreHalo: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    let score: Double
    @State private var isTurning = false

    var body: some View {
        Circle()
            .trim(from: 0, to: score)
            .stroke(Color.orange, lineWidth: 4)
            .frame(width: 60, height: 60)
            .rotationEffect(.degrees(isTurning ? 360 : 0))
            .animation(reduceMotion ? nil : .linear(duration: 6).repeatForever(autoreverses: false), value: isTurning)
            .onAppear { isTurning = true }
    }
}
