import SwiftUI

/// A nudge scripted as steps, followed by work that must run whatever the setting (saving the
/// attempt): a check before the steps would skip that too, so the sequence is reported once.
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
