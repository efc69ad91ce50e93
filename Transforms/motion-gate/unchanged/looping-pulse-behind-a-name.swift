import SwiftUI

/// Loops kept under a name: three typing dots whose opacity pulses with a staggered delay, and a
/// badge whose colour breathes. The name hides only that they loop; what loops is a fade or a
/// colour that stays in place, which Reduce Motion keeps.
struct TypingIndicator: View {
    @State private var lit = false

    private var pulse: Animation {
        .easeInOut(duration: 0.6)
            .repeatForever(autoreverses: true)
    }

    var body: some View {
        HStack(spacing: 4) {
            Circle()
                .opacity(lit ? 1 : 0.3)
                .animation(pulse.delay(0), value: lit)
            Circle()
                .opacity(lit ? 1 : 0.3)
                .animation(pulse.delay(0.2), value: lit)
            Circle()
                .opacity(lit ? 1 : 0.3)
                .animation(pulse.delay(0.4), value: lit)
        }
        .frame(width: 40, height: 10)
        .onAppear { lit = true }
        .onDisappear { lit = false }
    }
}

struct RecordingBadge: View {
    let breathe = Animation.easeInOut(duration: 1).repeatForever()
    @State private var warm = false

    var body: some View {
        Image(systemName: "record.circle")
            .foregroundStyle(warm ? Color.red : Color.orange)
            .animation(breathe.speed(0.5), value: warm)
            .task { warm.toggle() }
    }
}
