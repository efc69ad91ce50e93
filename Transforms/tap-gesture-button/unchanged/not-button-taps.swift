import SwiftUI

/// Taps that are not buttons: VoiceOver must not announce them as controls.
struct ComposeScreen: View {
    @FocusState private var isEditorFocused: Bool
    @State private var showsControls = true
    @Binding var isPresented: Bool
    let photo: Image
    let canSend: Bool

    var body: some View {
        ZStack {
            // Tapping the dimmed background closes the sheet.
            Color.black.opacity(0.4)
                .onTapGesture { isPresented = false }

            VStack {
                // Focus: a tap on the text moves the cursor into the editor.
                Text("Write something…")
                    .onTapGesture { isEditorFocused = true }

                // The photo shows or hides the player's controls.
                Image("cover-art")
                    .onTapGesture { withAnimation { showsControls.toggle() } }

                // An empty stack laid over the photo: an invisible hit layer.
                Image("cover-art")
                    .overlay {
                        HStack {}
                            .frame(maxWidth: .infinity, maxHeight: .infinity)
                            .contentShape(Rectangle())
                            .onTapGesture { editSignature() }
                    }

                // Absorbs taps so they do not reach the list below.
                Text("Draft")
                    .onTapGesture {}

                Text("Send")
                    .onTapGesture {
                        guard canSend else { return }
                    }

                // Not a button for VoiceOver on purpose: the row's own action reads it.
                Text("Signature")
                    .onTapGesture { editSignature() }
            }
        }
    }

    func editSignature() {}
}
