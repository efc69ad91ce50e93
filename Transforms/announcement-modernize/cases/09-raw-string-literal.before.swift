import SwiftUI

struct QuoteCard: View {
    let quote: String

    var body: some View {
        Text(quote)
            .contextMenu {
                Button("Copy") {
                    UIAccessibility.post(notification: .announcement, argument: #"Copied "quote of the day""#)
                }
            }
    }
}
