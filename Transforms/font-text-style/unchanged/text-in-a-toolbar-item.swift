import SwiftUI

/// Text in a toolbar item is drawn in a bar of fixed height, which shows the Large Content Viewer
/// rather than growing: it keeps its size.
struct InboxScreen: View {
    let folder: String
    let scrolled: Bool

    var body: some View {
        NavigationStack {
            List {
                Text("Messages")
            }
            .toolbar {
                ToolbarItemGroup(placement: .topBarLeading) {
                    Text(folder)
                        .font(.system(size: scrolled ? 11 : 22, weight: .semibold))
                }
            }
        }
    }
}
