import SwiftUI

struct DocumentRow: View {
    let name: String
    var onRename: () -> Void
    var onDelete: () -> Void

    var body: some View {
        HStack {
            Text(name)
            Spacer()
            Menu {
                Button("Rename", action: onRename)
                Button("Delete", role: .destructive, action: onDelete)
            } label: {
                Image(systemName: "ellipsis.circle")
            }
            .accessibilityLabel("More") // [VERIFY] confirm label matches intent
        }
    }
}
