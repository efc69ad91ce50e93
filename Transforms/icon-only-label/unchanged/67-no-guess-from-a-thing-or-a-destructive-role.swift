import SwiftUI

/// An action named for a thing (`assistMicButtonAction` reads "Assist mic", which names no
/// action) gives no label, and a destructive button under an xmark ends or deletes something:
/// "Close" would hide that. Both are reported.
struct ActivityRow: View {
    let onEnd: () -> Void

    var body: some View {
        HStack {
            Button(action: assistMicButtonAction) {
                Image(systemName: "waveform.circle")
            }
            Button(role: .destructive, action: onEnd) {
                Image(systemName: "xmark.circle.fill")
            }
        }
    }

    func assistMicButtonAction() {}
}
