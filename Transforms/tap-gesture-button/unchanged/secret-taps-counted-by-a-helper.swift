import SwiftUI

// A tap that calls a helper counting taps towards a hidden threshold is an easter egg, not a
// control, whether the counting is written in the closure or in the helper it calls.
struct EndOfListNote: View {
    @State private var taps = 0
    @State private var showsSecret = false

    var body: some View {
        Text("You reached the end")
            .onTapGesture {
                self.countTap()
            }
            .alert("You found it", isPresented: $showsSecret) {}
    }

    private func countTap() {
        taps += 1
        if taps >= 7 {
            showsSecret = true
            taps = 0
        }
    }
}
