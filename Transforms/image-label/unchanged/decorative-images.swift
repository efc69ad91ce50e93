import SwiftUI

struct OnboardingHero: View {
    var body: some View {
        ZStack {
            Image(decorative: "hero-art")
                .resizable()
            Image("header-background")
                .resizable()
                .scaledToFill()
        }
    }
}
