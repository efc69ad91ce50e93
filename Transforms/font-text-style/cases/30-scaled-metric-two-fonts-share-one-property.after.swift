import SwiftUI

struct RecipeCard: View {
    @ScaledMetric(relativeTo: .title2) private var title2FontSize: CGFloat = 22
    let title: String
    let author: String

    var body: some View {
        VStack(alignment: .leading) {
            Text(title)
                .font(.system(size: title2FontSize, weight: .bold))
            Text(author)
                .font(.system(size: title2FontSize))
                .foregroundStyle(.secondary)
        }
    }
}
