import SwiftUI

struct ArticleBody: View {
    let text: String

    var body: some View {
        ScrollView {
            Text(text)
                .font(.system(size: 17))
                .lineSpacing(4)
                .padding()
        }
    }
}
