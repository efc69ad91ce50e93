import SwiftUI

enum MailFilter {
    case all, unread, flagged
}

struct MailFilterMenu: View {
    @Binding var filter: MailFilter

    var body: some View {
        Menu(content: {
            Button("All Mail") { filter = .all }
            Button("Unread") { filter = .unread }
            Button("Flagged") { filter = .flagged }
        }, label: {
            Image(systemName: "line.3.horizontal.decrease.circle")
        })
        .accessibilityLabel("Filter") // [VERIFY] confirm label matches intent
    }
}
