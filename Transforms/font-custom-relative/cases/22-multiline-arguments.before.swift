import SwiftUI

struct Headline: View {
    var body: some View {
        Text("Breaking")
            .font(.custom(
                "Avenir Next",
                size: 28
            ))
    }
}
