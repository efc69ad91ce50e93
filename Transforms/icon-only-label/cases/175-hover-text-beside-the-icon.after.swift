import SwiftUI

/// The text shown beside the icon while the pointer is over it is the button's own words: "Restore",
/// not the power glyph's name.
struct RestoreDisplayButton: View {
    @State private var hovering = false
    var onRestore: () -> Void

    var body: some View {
        HStack(spacing: 2) {
            Button(action: onRestore) {
                Image(systemName: "power")
            }
            .accessibilityLabel("Restore") // [VERIFY] confirm label matches intent
            Text("Restore")
                .font(.caption)
                .opacity(hovering ? 1 : 0)
        }
        .onHover { inside in hovering = inside }
    }
}
