import SwiftUI

/// A reading that pulses when it changes: its scale is set to a named constant and put back to
/// the one it starts from after a delay. Gating the animation would flash the text large and
/// back, so the pulse is skipped whole, by one check before it.
struct ReadingBadge: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    let reading: Int
    let restingScale = 1.0
    let pulsedScale = 1.3
    @State private var badgeScale = 1.0

    var body: some View {
        Text("\(reading)")
            .scaleEffect(badgeScale)
            .animation(.easeOut(duration: 0.3), value: badgeScale)
            .onChange(of: reading) { _, _ in
                pulse()
            }
    }

    private func pulse() {
        guard !reduceMotion else { return }
        badgeScale = pulsedScale
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) {
            badgeScale = restingScale
        }
    }
}
