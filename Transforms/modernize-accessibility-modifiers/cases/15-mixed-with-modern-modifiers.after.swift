import SwiftUI

struct MessageRow: View {
    let sender: String
    let preview: String
    let isUnread: Bool

    var body: some View {
        HStack {
            Circle()
                .fill(isUnread ? Color.blue : Color.clear)
                .frame(width: 8, height: 8)
                .accessibilityHidden(true)
            VStack(alignment: .leading) {
                Text(sender).bold()
                Text(preview).lineLimit(1)
            }
        }
        .accessibilityElement(children: .combine)
        .accessibilityLabel(sender)
        .accessibilityValue(Text(isUnread ? "Unread" : "Read"))
        .accessibilityHint("Opens the conversation")
    }
}
