import SwiftUI

struct ArticleHeader: View {
    let title: String

    var body: some View {
        HStack {
            Text(title)
                .font(.headline)
            Spacer()
            Button {
                shareArticle()
            } label: {
                Image(systemName: "square.and.arrow.up")
            }
            .accessibilityLabel("Share article") // [VERIFY] confirm label matches intent
        }
        .padding()
    }

    private func shareArticle() {}
}
