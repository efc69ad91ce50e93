import SwiftUI

struct RowActions: View {
    var body: some View {
        Menu {
            Button("Rename", action: rename)
            Button("Delete", role: .destructive, action: delete)
        } label: {
            Image(systemName: "ellipsis.circle")
                .frame(minWidth: 44, minHeight: 44)
                .contentShape(Rectangle())
        }
        .frame(width: 30, height: 30)
    }

    func rename() {}
    func delete() {}
}
