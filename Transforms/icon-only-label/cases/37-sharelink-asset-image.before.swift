import SwiftUI

struct RecipeFooter: View {
    let recipeURL: URL

    var body: some View {
        ShareLink(item: recipeURL, subject: Text("Recipe")) {
            Image("export-glyph")
        }
    }
}
