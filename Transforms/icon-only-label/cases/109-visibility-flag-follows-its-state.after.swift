import SwiftUI

// A flag named for showing a part of the window is the state the button switches: the label
// follows it. A flag that only presents an action sheet is no state: one label fits both times.
struct EditorHeader: View {
    @State private var showInspector = false
    @State private var showActions = false
    @State private var showSortOptions = false

    var body: some View {
        HStack {
            Button {
                showInspector.toggle()
            } label: {
                Image(showInspector ? "inspector-hide" : "inspector-show")
            }
            .accessibilityLabel(showInspector ? "Hide inspector" : "Show inspector") // [VERIFY] confirm label matches intent
            Button {
                showActions.toggle()
            } label: {
                Image(systemName: "square.and.arrow.up")
            }
            .confirmationDialog("Export", isPresented: $showActions) {
                Button("PDF") {}
                Button("Image") {}
            }
            .accessibilityLabel("Export") // [VERIFY] confirm label matches intent
            // An action sheet made by a method of the file: its title names the button.
            Button {
                showSortOptions.toggle()
            } label: {
                Image("sort-glyph")
            }
            .actionSheet(isPresented: $showSortOptions) { makeSortSheet() }
            .accessibilityLabel("Sort Items") // [VERIFY] confirm label matches intent
        }
    }

    private func makeSortSheet() -> ActionSheet {
        ActionSheet(title: Text("Sort Items"), buttons: [.default(Text("By Name")), .cancel()])
    }
}
