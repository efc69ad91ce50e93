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
            #elseif os(macOS)
            Button(action: share) {
                Image("toolbar_share")
            }
            #endif
            Button(action: deleteDocument) {
                Image("toolbar_trash")
            }
        }
    }
}
