import SwiftUI

struct AppVersionFooter: View {
    let version: String

    var body: some View {
        VStack {
            Text("Made with care")
                .font(.custom("Avenir Next", size: 13, relativeTo: .footnote))
            Text(version)
                .font(.custom("Menlo", size: 10, relativeTo: .caption2))
        }
    }
}
