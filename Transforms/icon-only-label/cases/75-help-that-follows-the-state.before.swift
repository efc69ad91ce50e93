import SwiftUI

/// The button's tooltip already follows the state it toggles: the label says the same words, so
/// VoiceOver and Voice Control match what a pointer user reads (not "Toggle sidebar" from the name).
struct InspectorToggle: View {
    @Binding var isCollapsed: Bool

    var body: some View {
        Button {
            toggleSidebar()
        } label: {
            Image(systemName: "sidebar.trailing")
        }
        .help(isCollapsed ? "Show the inspector" : "Hide the inspector")
    }

    private func toggleSidebar() {
        isCollapsed.toggle()
    }
}
