import SwiftUI

struct InboxView: View {
    var body: some View {
        List {
            Text("No messages")
        }
        .toolbar {
            ToolbarItem(placement: .primaryAction) {
                Button(action: compose) {
                    Image(systemName: "square.and.pencil")
                        .frame(minWidth: 44, minHeight: 44)
                        .contentShape(Rectangle())
                }
                .frame(width: 30, height: 30)
            }
        }
    }

    func compose() {}
}
