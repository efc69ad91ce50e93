import SwiftUI

struct MovieTitle: View {
    let title: String

    var body: some View {
        #if os(tvOS)
        Text(title)
            .font(.custom("Avenir Next", size: 48))
        #else
        Text(title)
            .font(.custom("Avenir Next", size: 28))
        #endif
    }
}
