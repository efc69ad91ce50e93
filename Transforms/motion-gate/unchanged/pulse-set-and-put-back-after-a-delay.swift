import SwiftUI

/// The count pulses: its scale is set and put back after a delay. Gating the animation would
/// make it jump there and back, so it is reported for a person to skip the pulse instead.
struct StepCounter: View {
    @State private var steps = 0
    @State private var pulse: CGFloat = 1

    var body: some View {
        Text("\(steps)")
            .scaleEffect(pulse)
            .animation(.spring(response: 0.3), value: pulse)
            .onTapGesture { count() }
    }

    private func count() {
        steps += 1
        pulse = 1.3
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) {
            pulse = 1
        }
    }
}
