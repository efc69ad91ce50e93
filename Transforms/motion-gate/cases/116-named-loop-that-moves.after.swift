import SwiftUI

/// A loop under a name that moves its view (a hint arrow bobbing up and down, started once when
/// it appears): the name does not make it a pulse, so it is still gated.
struct SwipeHint: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var raised = false

    private var bob: Animation {
        .easeInOut(duration: 0.7).repeatForever(autoreverses: true)
    }

    var body: some View {
        Image(systemName: "chevron.up")
            .offset(y: raised ? -8 : 0)
            .animation(reduceMotion ? nil : bob.delay(0.3), value: raised)
            .onAppear { raised = true }
    }
}
