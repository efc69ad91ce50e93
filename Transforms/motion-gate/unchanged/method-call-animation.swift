import SwiftUI

/// `withAnimation` around another object's methods, also under an `if` or in a `forEach`: what
/// moves, if anything, is decided where the change is drawn (which may animate it on its own), so
/// the call is left alone.
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
        Button("Close Tabs to the Right") {
            withAnimation {
                if let index = editor.tabs.firstIndex(of: tab), index + 1 < editor.tabs.count {
                    editor.tabs[(index + 1)...].forEach { editor.closeTab($0) }
                }
            }
        }
    }
}

final class TabEditor {
    var tabs: [String] = []
    func closeTab(_ tab: String) {}
}
