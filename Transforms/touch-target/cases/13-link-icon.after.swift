import SwiftUI

struct HelpFooter: View {
    var body: some View {
        Link(destination: URL(string: "https://example.com/help")!) {
            Image(systemName: "questionmark.circle")
                .frame(minWidth: 44, minHeight: 44)
                .contentShape(Rectangle())
        }
        .frame(width: 40, height: 40)
    }
}
