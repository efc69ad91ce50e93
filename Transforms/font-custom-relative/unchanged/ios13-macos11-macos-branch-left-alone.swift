import SwiftUI

struct SectionHeading: View {
    let title: String

    var body: some View {
        #if os(macOS)
        Text(title)
            .font(.custom("Avenir Next", size: 15))
        #else
        Text(title)
            .font(.custom("Avenir Next", size: 20))
        #endif
    }
}
