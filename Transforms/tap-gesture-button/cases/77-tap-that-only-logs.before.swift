import SwiftUI

// A tap that only writes a log does nothing anyone sees: no button. A tap that logs and opens
// something is a button all the same.
struct RecipeCard: View {
    let title: String
    let note: String
    @State private var showsRecipe = false

    var body: some View {
        VStack {
            VStack(alignment: .leading) {
                Text(title)
                Text(note)
            }
            .onTapGesture {
                debugPrint(#function)
            }
            VStack(alignment: .leading) {
                Text(title)
                Text("Open recipe")
            }
            .onTapGesture {
                print("opening")
                showsRecipe = true
            }
        }
    }
}
