import SwiftUI

struct RecipeCard: View {
    @ScaledMetric(relativeTo: .headline) private var headlineFontSize: CGFloat = 18
    @ScaledMetric(relativeTo: .body) private var bodyFontSize: CGFloat = 18
    let title: String
    let author: String

    var body: some View {
        VStack(alignment: .leading) {
            Text(title)
                .font(.system(size: headlineFontSize, weight: .semibold))
            Text(author)
                .font(.system(size: bodyFontSize))
                .foregroundStyle(.secondary)
        }
    }
}
