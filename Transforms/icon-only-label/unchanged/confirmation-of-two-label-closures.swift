import SwiftUI

/// The dialog offers two actions, each written with a `label:` closure: no one of them is what
/// the button asks to confirm, and the flag's name is the code's, so the button is reported.
struct ClipControls: View {
    @State private var showClipChoices = false
    let clip: ClipSession

    var body: some View {
        Button {
            showClipChoices = true
        } label: {
            Image("clip-tools")
        }
        .confirmationDialog("", isPresented: $showClipChoices) {
            Button {
                clip.trimStart()
            } label: {
                Text("Trim Start")
            }
            Button {
                clip.trimEnd()
            } label: {
                Text("Trim End")
            }
        }
    }
}

// Elsewhere in the project:
// final class ClipSession { func trimStart() {}; func trimEnd() {} }
