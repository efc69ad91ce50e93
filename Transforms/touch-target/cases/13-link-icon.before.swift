import SwiftUI

struct HelpFooter: View {
    var body: some View {
        Link(destination: URL(string: "https://example.com/help")!) {
            Image(systemName: "questionmark.circle")
        }
        .frame(width: 40, height: 40)
    }
}
