import AppKit
import SwiftUI

/// A menu command is built once for the app, outside any window, so it reads the workspace's
/// Reduce Motion setting rather than an environment value. A command that only reloads through
/// a free function of the app's logic (declared in another file) leaves what moves to it.
struct LibraryCommands: Commands {
    @AppStorage("showsInspector") private var showsInspector = true

    var body: some Commands {
        CommandMenu("Library") {
            Button("Toggle Inspector") {
                withAnimation(NSWorkspace.shared.accessibilityDisplayShouldReduceMotion ? nil : .easeInOut(duration: 0.3)) { showsInspector.toggle() }
            }
            Button("Reload") {
                withAnimation(.easeInOut(duration: 0.3)) { reloadLibrary(from: "/Applications") }
            }
        }
    }
}

struct LibraryWindow: View {
    @AppStorage("showsInspector") private var showsInspector = true

    var body: some View {
        HStack {
            Text("Library")
            Color.gray.frame(width: showsInspector ? 260 : 0)
        }
    }
}

// Elsewhere in the project:
// func reloadLibrary(from path: String) {}
