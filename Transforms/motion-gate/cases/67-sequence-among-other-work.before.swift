import SwiftUI

/// A nudge scripted as steps, followed by work that must run whatever the setting (counting the
/// attempt): a `guard` would skip that too, so one `if` goes around the steps alone.
struct PinPad: View {
    @State private var nudge = false
    @State private var attempts = 0

    var body: some View {
        Text("Enter PIN")
            .offset(x: nudge ? 10 : 0)
            .onTapGesture { Task { await reject() } }
    }

    func reject() async {
        withAnimation(.spring(response: 0.2)) {
            nudge = true
        }
        try? await Task.sleep(for: .milliseconds(100))
        withAnimation(.spring(response: 0.2)) {
            nudge = false
        }
        attempts += 1
    }
}
