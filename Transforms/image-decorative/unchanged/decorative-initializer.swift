import SwiftUI

struct EmptyState: View {
    var body: some View {
        VStack {
            Image(decorative: "empty-background")
                .resizable()
                .scaledToFit()
            Image(decorative: "confetti")
            Text("Nothing here yet")
        }
    }
}
