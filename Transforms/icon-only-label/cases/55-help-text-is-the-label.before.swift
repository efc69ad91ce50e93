import SwiftUI

/// The control already says what it does in its tooltip: that is the label, not the glyph's
/// usual meaning.
struct EditorToolbar: View {
    @Binding var showsInspector: Bool

    var body: some View {
        Button {
            showsInspector.toggle()
        } label: {
            Image(systemName: "sidebar.right")
        }
        .help("Show Inspector")
    }
}
