import SwiftUI

/// A tap that only makes a pane the active one is the click that focuses a split view, and a tap
/// on an empty-state placeholder is no control: neither becomes a button for VoiceOver.
struct SplitEditorArea: View {
    @ObservedObject var workspace: EditorWorkspace
    let pane: EditorPane

    var body: some View {
        VStack {
            Text(pane.title)
                .onTapGesture { workspace.activePane = pane }

            Text(pane.title)
                .onTapGesture { workspace.selectedPaneID = pane.id }

            NothingOpenPlaceholder()
                .onTapGesture { workspace.openRecentFile() }
        }
    }
}

struct NothingOpenPlaceholder: View {
    var body: some View {
        Text("No file open")
    }
}

struct EditorPane: Identifiable {
    let id: Int
    let title: String
}

final class EditorWorkspace: ObservableObject {
    @Published var activePane: EditorPane?
    @Published var selectedPaneID: Int?

    func openRecentFile() {}
}
