import SwiftUI

/// The project labels its gear menu with a key (`.accessibilityLabel("preferences_title")`): a
/// gear button that shows that screen says the same translated word, not a new "Show preferences".
struct CompactHome: View {
    @State private var showPreferences = false
    let shelves: [String]

    var body: some View {
        List(shelves, id: \.self) { Text($0) }
            .toolbar {
                ToolbarItem(placement: .primaryAction) {
                    Button {
                        showPreferences = true
                    } label: {
                        Image(systemName: "gear")
                    }
                }
            }
            .sheet(isPresented: $showPreferences) { Text("preferences_title") }
    }
}

struct WideHome: View {
    let onExport: () -> Void
    let onPreferences: () -> Void

    var body: some View {
        Menu {
            Button("export_title", action: onExport)
            Button("preferences_title", action: onPreferences)
        } label: {
            Image(systemName: "gearshape.fill")
        }
        .accessibilityLabel("preferences_title")
    }
}
