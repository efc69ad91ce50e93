import SwiftUI

enum Typography {
    static let headline = Font.custom("Georgia-Bold", size: 20)
    static let body = Font.custom("Georgia", size: 17)
    static let caption = Font.custom(
        "Georgia-Italic",
        size: 12
    )
}

struct ArticleByline: View {
    let author: String

    var body: some View {
        Text(author)
            .font(isCompact ? .custom("Georgia", size: 13) : Typography.caption)
    }

    private var isCompact: Bool { true }
}
