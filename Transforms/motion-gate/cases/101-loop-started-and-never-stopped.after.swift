import SwiftUI

/// Loops whose value is only ever set one way, from wherever: a function the view calls, a change
/// handler. They start and never stop, so the gate stops them and the views rest at that value.
struct SignalCard: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    let isLive: Bool
    @State private var isBeating = false
    @State private var glow: CGFloat = 1

    var body: some View {
        VStack {
            Image(systemName: "waveform.path.ecg")
                .scaleEffect(isBeating ? 0.8 : 1)
                .animation(reduceMotion ? nil : .easeInOut(duration: 0.7).repeatForever(autoreverses: true), value: isBeating)
            Circle()
                .frame(width: 40, height: 40)
                .scaleEffect(glow)
                .animation(reduceMotion ? nil : .spring().repeatForever(), value: glow)
        }
        .onChange(of: isLive) { _, live in
            if live { glow = 1.3 }
        }
        .task { startBeating() }
    }

    private func startBeating() {
        guard isLive else { return }
        isBeating = true
    }
}
