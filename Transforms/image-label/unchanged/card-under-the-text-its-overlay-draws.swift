import SwiftUI

/// A picture with its words drawn over it is the card under them: image-decorative hides it, so
/// no label is asked for. Without words over it, the picture is still reported.
struct MembershipCard: View {
    var holder: String
    var number: String

    var body: some View {
        Image("member-card")
            .resizable()
            .scaledToFit()
            .overlay {
                VStack(alignment: .leading) {
                    Text(holder)
                    Text(number).monospaced()
                }
            }
    }
}

struct TrailMap: View {
    var body: some View {
        Image("trail-map")
            .resizable()
            .overlay(alignment: .center) { Circle().stroke(.red) }
    }
}
