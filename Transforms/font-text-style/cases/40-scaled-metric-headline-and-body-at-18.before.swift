import SwiftUI

struct RecipeCard: View {
    let title: String
    let author: String

    var body: some View {
        VStack(alignment: .leading) {
            Text(title)
                .font(.system(size: 18, weight: .semibold))
            Text(author)
                .font(.system(size: 18))
                .foregroundStyle(.secondary)
        }
    }
}
