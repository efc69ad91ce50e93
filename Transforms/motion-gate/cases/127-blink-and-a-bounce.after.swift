import SwiftUI

/// An eye blinks: its height goes from 4 pt to 1 pt and back after a delay. A change of a few
/// points is a twitch in place, nothing travels: left alone. The ball's hop of 40 pt, set and put
/// back the same way, is a pulse that moves: skipped whole under Reduce Motion.
struct Mascot: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var isBlinking = false
    @State private var hops = false

    var body: some View {
        VStack {
            Capsule()
                .frame(width: 4, height: isBlinking ? 1 : 4)
                .animation(.easeInOut(duration: 0.1), value: isBlinking)
            Circle()
                .frame(width: 20, height: 20)
                .offset(y: hops ? -40 : 0)
                .animation(.spring(), value: hops)
        }
        .onTapGesture {
            blink()
            hop()
        }
    }

    func blink() {
        isBlinking = true
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {
            isBlinking = false
        }
    }

    func hop() {
        guard !reduceMotion else { return }
        hops = true
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) {
            hops = false
        }
    }
}
