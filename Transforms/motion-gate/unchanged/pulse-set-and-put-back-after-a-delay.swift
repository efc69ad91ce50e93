import SwiftUI

/// The count pulses: its scale is set and put back after a delay, and the delay also ends the
/// count. Gating the animation would make it jump there and back, and skipping the delay would
/// never end the count, so it is reported for a person to skip the pulse instead.
struct StepCounter: View {
    @State private var steps = 0
    @State private var pulse: CGFloat = 1
    @State private var isCounting = false

    var body: some View {
        Text("\(steps)")
            .scaleEffect(pulse)
            .animation(.spring(response: 0.3), value: pulse)
            .onTapGesture { count() }
    }

    private func count() {
        steps += 1
        isCounting = true
        pulse = 1.3
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) {
            pulse = 1
            isCounting = false
        }
    }
}
