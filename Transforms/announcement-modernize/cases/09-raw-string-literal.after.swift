import SwiftUI

struct QuoteCard: View {
    let quote: String

    var body: some View {
        Text(quote)
            .contextMenu {
                Button("Copy") {
                    AccessibilityNotification.Announcement(#"Copied "quote of the day""#).post()
                }
            }
    }
}
