import SwiftUI

/// A minus whose action removes the last tag: the glyph's "Remove" still fits (no previous or next
/// value is stepped to).
struct TagEditor: View {
    @Binding var tags: [String]

    var body: some View {
        Button {
            tags.removeLast()
        } label: {
            Image(systemName: "minus")
        }
        .accessibilityLabel("Remove") // [VERIFY] confirm label matches intent
    }
}
