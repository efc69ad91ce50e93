import SwiftUI

/// An icon that opens a confirmation: what it asks is what the icon does.
struct TimerCard: View {
    @State private var confirmsStop = false
    let running: Bool

    var body: some View {
        Image(systemName: "xmark.square")
            .confirmationDialog("Stop the Timer \"Tea\"?", isPresented: $confirmsStop, titleVisibility: .visible) {
                Button("Stop", role: .destructive) {}
            }
            .onTapGesture {
                if running {
                    confirmsStop = true
                }
            }
            .accessibilityAddTraits(running ? .isButton : [])
            .accessibilityLabel("Stop the Timer") // [VERIFY] confirm label matches intent
    }
}
