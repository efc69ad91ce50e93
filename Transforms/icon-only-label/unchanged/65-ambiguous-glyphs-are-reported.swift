import SwiftUI

/// Symbols apps use for several different actions. With no action name, title or project
/// phrase to go by, the table's usual meaning would be a guess: each button is reported.
struct DraftAccessory: View {
    @State private var followUps: [String] = []
    @State private var showsSecondaryColumn = false
    @State private var isRevealed = false
    let onCommit: () -> Void

    var body: some View {
        HStack {
            // A reply arrow that starts a follow-up post, not a reply.
            Button {
                followUps.append(makeFollowUp())
            } label: {
                Image(systemName: "arrowshape.turn.up.left.circle.fill")
            }
            // A checkmark whose callback says only when it runs.
            Button(action: onCommit) {
                Image(systemName: "checkmark")
            }
            // A sidebar glyph that shows a secondary column, not an inspector.
            Button {
                withAnimation {
                    showsSecondaryColumn.toggle()
                }
            } label: {
                Image(systemName: "sidebar.right")
            }
            // A photo menu: choose, take or remove a photo.
            Menu {
                Button("Choose Photo") {}
                Button("Remove Photo") {}
            } label: {
                Image(systemName: "photo")
            }
            // An eye with no password field beside it: "Show" alone names nothing.
            Button {
                isRevealed.toggle()
            } label: {
                Image(systemName: isRevealed ? "eye.slash" : "eye")
            }
        }
    }

    func makeFollowUp() -> String { "" }
}
