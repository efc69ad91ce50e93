import SwiftUI

struct AppVersionFooter: View {
    let version: String

    var body: some View {
        VStack {
            Text("Made with care")
                .font(.custom("Avenir Next", size: 13))
            Text(version)
                .font(.custom("Menlo", fixedSize: 10))
        }
    }
}
