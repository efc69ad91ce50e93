import SwiftUI

/// A link whose only image is an asset named in plain words is read by that name ("mastodon,
/// link"): nothing to add. One named for its look ("ic_external_24") still says nothing of where it goes.
struct CommunityLinks: View {
    var body: some View {
        HStack {
            Link(destination: URL(string: "https://example.social/@recipes")!) {
                Image("mastodon")
                    .resizable()
                    .frame(width: 24, height: 24)
            }
            Link(destination: URL(string: "https://example.org/forum")!) {
                Image("ic_external_24")
            }
        }
    }
}
