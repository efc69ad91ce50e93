import SwiftUI

struct RecipeCard: View {
    let title: String
    let author: String

    var body: some View {
        VStack(alignment: .leading) {
            Text(title)
                .font(.system(size: 22, weight: .bold))
            Text(author)
                .font(.system(size: 22))
                .foregroundStyle(.secondary)
        }
    }
}
