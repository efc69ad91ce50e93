import SwiftUI

struct ArticleFooter: View {
    var body: some View {
        VStack {
            Image(systemName: "bookmark")
                .onTapGesture { saveArticle() }
                .accessibilityAddTraits(.isButton)
                .accessibilityLabel("Save")
            Text("Read more")
                .onTapGesture { openArticle() }
                .accessibilityAddTraits(.isLink)
            Image(systemName: "square.and.arrow.up")
                .accessibilityAddTraits([.isButton, .isHeader])
                .onTapGesture { shareArticle() }
        }
    }

    func saveArticle() {}
    func openArticle() {}
    func shareArticle() {}
}
