import SwiftUI

/// The stop button only asks: the alert's destructive button, written with a `label:` closure,
/// says what it confirms ("Finish Ride"); the flag's name ("Show finish prompt") is the code's.
struct RideControls: View {
    @State private var showFinishPrompt = false
    let ride: RideSession

    var body: some View {
        HStack {
            Button {
                showFinishPrompt = true
            } label: {
                Image(systemName: "stop.circle.fill")
            }
            .accessibilityLabel("Finish Ride") // [VERIFY] confirm label matches intent
        }
        .alert("Finish this ride?", isPresented: $showFinishPrompt) {
            Button(role: .destructive) {
                ride.finish()
            } label: {
                Text("Finish Ride")
            }
            Button("Keep Riding", role: .cancel) {}
        }
    }
}

// Elsewhere in the project:
// final class RideSession { func finish() {} }
