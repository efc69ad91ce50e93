import SwiftUI

struct ArticleHeader: View {
    let title: String
    let byline: String

    var body: some View {
        VStack(alignment: .leading) {
            Text(title)
                .font(.custom("Georgia-Bold", size: 28, relativeTo: .title))
            Text(byline)
                .font(Font.custom("Georgia", size: 13, relativeTo: .footnote))
        }
    }
}
