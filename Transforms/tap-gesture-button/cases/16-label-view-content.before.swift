import SwiftUI

struct MailboxRow: View {
    var body: some View {
        List {
            HStack {
                Label("Inbox", systemImage: "tray")
                Spacer()
            }
            .onTapGesture { openInbox() }
        }
    }

    func openInbox() {}
}
