import SwiftUI

struct VersionFooter: View {
    let build: String
    let author: String

    var body: some View {
        VStack {
            Text(build)
                .accessibility(label: Text(verbatim: "Build \(build)"))
            Text(author)
                .accessibility(label: Text("Written by ") + Text(author).bold())
        }
    }
}
