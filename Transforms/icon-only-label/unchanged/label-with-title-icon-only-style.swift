import SwiftUI

struct TrashButton: View {
    var deleteItem: () -> Void

    var body: some View {
        Button(action: deleteItem) {
            Label("Delete", systemImage: "trash")
        }
        .labelStyle(.iconOnly)
    }
}
