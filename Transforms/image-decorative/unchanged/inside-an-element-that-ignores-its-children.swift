import SwiftUI

/// A card that is one element with its own label: VoiceOver never reaches the images inside, so
/// hiding them changes nothing. An asset named by `Image(_:label:)` is not decoration, and one
/// marked `.accessibilityHidden(false)` was kept visible on purpose.
struct PromoCard: View {
    var body: some View {
        ZStack {
            Image("card-background")
            HStack {
                Image(systemName: "gift")
                Text("Invite a friend")
            }
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("Invite a friend and get a month free")
    }
}

struct HeroBanner: View {
    var body: some View {
        VStack {
            Image("wave-background", label: Text("Sunset over the bay"))
            Image("hero-pattern")
                .accessibilityHidden(false)
        }
    }
}
