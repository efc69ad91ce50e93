import SwiftUI

struct SocialLinks: View {
    var body: some View {
        HStack {
            Link(destination: URL(string: "mailto:hello@example.com")!, label: {
                Image(systemName: "envelope")
            })
            Link(destination: URL(string: "https://example.com")!) { Image("icon-website") }
        }
    }
}
