import SwiftUI

// Built for iOS and macOS: the iOS side scales, so the curve matters there.
struct RecipeHeader: View {
    let title: String
    let servings: String

    var body: some View {
        VStack(alignment: .leading) {
            Text(title)
                .font(.custom("Georgia-Bold", size: 28))
            Text(servings)
                .font(.custom("Georgia", size: 13))
        }
    }
}
