import SwiftUI

struct TopShelfTitle: View {
    let title: String

    var body: some View {
        #if os(tvOS)
        Text(title)
            .font(.custom("Avenir Next", size: 52))
        #else
        Text(title)
            .font(.custom("Avenir Next", size: 28, relativeTo: .title))
        #endif
    }
}
