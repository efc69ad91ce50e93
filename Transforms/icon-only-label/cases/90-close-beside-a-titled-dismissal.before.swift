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

/// Not a dismissal: the titled button that deletes the attachment names the glyph that deletes it too.
struct AttachmentChip: View {
    let remove: () -> Void

    var body: some View {
        HStack {
            Button("Remove attachment", role: .destructive, action: removeTapped)
            Button(role: .destructive, action: removeTapped) {
                Image(systemName: "xmark")
            }
        }
    }

    private func removeTapped() { remove() }
}
