import SwiftUI

struct VersionFooter: View {
    let build: String
    let author: String

    var body: some View {
        VStack {
            Text(build)
                .accessibilityLabel(Text(verbatim: "Build \(build)"))
            Text(author)
                .accessibilityLabel(Text("Written by ") + Text(author).bold())
        }
    }
}
