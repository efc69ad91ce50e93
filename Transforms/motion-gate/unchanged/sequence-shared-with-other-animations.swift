import SwiftUI

/// A nudge whose steps share their stretch with another state's animation (a glow that should
/// stay lit): one check around the steps would skip the glow too, so the sequence is reported
/// once, to be skipped as a whole by hand.
struct PinPad: View {
    @State private var nudge = false
    @State private var glows = false

    var body: some View {
        Text("Enter PIN")
            .offset(x: nudge ? 10 : 0)
            .shadow(radius: glows ? 8 : 0)
            .onTapGesture { Task { await reject() } }
    }

    func reject() async {
        withAnimation(.spring(response: 0.2)) {
            nudge = true
        }
        withAnimation(.easeIn) {
            glows = true
        }
        try? await Task.sleep(for: .milliseconds(100))
        withAnimation(.spring(response: 0.2)) {
            nudge = false
        }
    }
}
