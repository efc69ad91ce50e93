import SwiftUI

/// `withAnimation` around another object's method: what moves, if anything, is decided where its
/// change is drawn (which may animate it on its own), so the call is left alone.
/// A collection change and a scroll move things themselves and stay fixes (see the cases).
struct TabContextMenu: View {
    var editor: TabEditor
    var tab: String

    var body: some View {
        Button("Close Tab") {
            withAnimation {
                editor.closeTab(tab)
            }
        }
    }
}

final class TabEditor {
    func closeTab(_ tab: String) {}
}
