import SwiftUI

// A project view whose small glyph button every place of the project draws as a toolbar's item:
// the bar hosts it as a bar button with a hit area of its own (bar-item). The same view drawn in a
// screen's content is reported.
struct SyncButton: View {
    var body: some View {
        Button(action: sync) {
            Image(systemName: "arrow.clockwise")
                .frame(width: 30, height: 30)
        }
        .accessibilityLabel("Sync")
    }

    func sync() {}
}

struct InboxScreen: View {
    var body: some View {
        List {
            Text("Inbox")
        }
        .toolbar {
            ToolbarItem {
                SyncButton()
            }
        }
    }
}
