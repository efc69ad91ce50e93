import SwiftUI

struct SocialLinks: View {
    var body: some View {
        HStack {
            Link(destination: URL(string: "mailto:hello@example.com")!, label: {
                Image(systemName: "envelope")
            })
            .accessibilityLabel("Mail") // [VERIFY] confirm label matches intent
            Link(destination: URL(string: "https://example.com")!) { Image("icon-website") }
        }
    }
}
