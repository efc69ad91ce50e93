import SwiftUI

/// A helper that builds a round icon button for whatever its caller hands in: the closure's generic
/// name (`block`, `handler`) says nothing of what each button does, and the glyph is the caller's.
/// Reported, never labelled "Block" or "Handler".
struct FloatingControls: View {
    let handler: () -> Void

    var body: some View {
        VStack {
            roundButton("arrow.clockwise") { print("reload") }
            Button(action: handler) {
                Image(systemName: "questionmark.diamond")
            }
        }
    }

    func roundButton(_ glyph: String, block: @escaping () -> Void) -> some View {
        Button(action: block) {
            Image(systemName: glyph)
                .padding(12)
                .background(Circle().fill(.thinMaterial))
        }
    }
}
