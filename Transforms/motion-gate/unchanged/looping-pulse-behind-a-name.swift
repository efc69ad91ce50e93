import SwiftUI

/// Loops kept under a name: three typing dots whose opacity pulses with a staggered delay, and a
/// badge whose colour breathes. The name hides only that they loop; what loops is a fade or a
/// colour that stays in place, which Reduce Motion keeps.
struct TypingIndicator: View {
    @State private var level = 0.3
    @State private var started = false

    private var pulse: Animation {
        .easeInOut(duration: 0.6)
            .repeatForever(autoreverses: true)
    }

    struct Dot: View {
        var body: some View {
            Circle().fill(Color.gray)
        }
    }

    var body: some View {
        HStack(spacing: 4) {
            Dot()
                .opacity(level)
                .animation(pulse.delay(0), value: started)
            Dot()
                .opacity(level)
                .animation(pulse.delay(0.2), value: started)
            Dot()
                .opacity(level)
                .animation(pulse.delay(0.4), value: started)
        }
        .frame(width: 40, height: 10)
        .onAppear {
            withAnimation {
                level = 1
                started = true
            }
        }
        .onDisappear { started = false }
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
