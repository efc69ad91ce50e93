import SwiftUI

/// Names in the code that say nothing a person would call the control: a collection's own method,
/// a state flag, a sheet property being set, a method told apart only by its argument, a platform
/// name, and a placeholder tooltip. None becomes the label: the symbol table's phrase does, or
/// the control is reported. A method told apart by its argument says what it does when that argument
/// is the character it types (`insertText("#")`: "Insert hashtag").
struct ComposerAccessory: View {
    @State private var drafts: [String] = []
    @State private var sidebarIsCollapsed = false
    @State private var showiPadColumn = false
    @State private var presentedSheet: String?
    let insertText: (String) -> Void

    var body: some View {
        HStack {
            Button {
                drafts.append("")
            } label: {
                Image(systemName: "plus")
            }
            Button {
                sidebarIsCollapsed.toggle()
            } label: {
                Image(systemName: "sidebar.left")
            }
            .accessibilityLabel("Sidebar") // [VERIFY] confirm label matches intent
            Button {
                showiPadColumn.toggle()
            } label: {
                Image(systemName: "rectangle.split.2x1")
            }
            .accessibilityLabel("Split view") // [VERIFY] confirm label matches intent
            Button {
                presentedSheet = "lists"
            } label: {
                Image(systemName: "list.bullet")
            }
            Button {
                insertText("#")
            } label: {
                Image(systemName: "number")
            }
            .accessibilityLabel("Insert hashtag") // [VERIFY] confirm label matches intent
            Button(action: {}) {
                Image(systemName: "square.split.2x1")
            }
            .help("Implementation Needed")
        }
    }
}
