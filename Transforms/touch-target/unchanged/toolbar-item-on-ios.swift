import SwiftUI

/// A toolbar lays out and sizes its items: a 44 pt frame inside one would grow the bar, so the
/// small item is reported, not changed (on macOS toolbar items are not reported at all).
struct InboxView: View {
    var body: some View {
        List {
            Text("No messages")
        }
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                Button(action: compose) {
                    Image(systemName: "square.and.pencil")
                }
                .frame(width: 30, height: 30)
            }
        }
    }

    func compose() {}
}
