import SwiftUI

struct QuoteCard: View {
    let quote: String
    let author: String
    let quoteFont = Font.custom("Georgia-Italic", size: 22, relativeTo: .title2)
    let authorFont: Font = .custom("Georgia", size: 13, relativeTo: .footnote)

    var body: some View {
        VStack(alignment: .leading) {
            Text(quote).font(quoteFont)
            Text("— \(author)").font(authorFont)
        }
    }
}
