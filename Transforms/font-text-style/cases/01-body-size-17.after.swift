import SwiftUI

struct ArticleBody: View {
    let text: String

    var body: some View {
        ScrollView {
            Text(text)
                .font(.body)
                .lineSpacing(4)
                .padding()
        }
    }
}
