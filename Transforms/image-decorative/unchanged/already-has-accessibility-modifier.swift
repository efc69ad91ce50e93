import SwiftUI

struct SplashView: View {
    var body: some View {
        ZStack {
            Image("splash-background")
                .resizable()
                .accessibilityHidden(true)
            Image("brand-pattern")
                .accessibilityLabel("Company pattern")
            Image("hero-gradient")
                .accessibilityIdentifier("hero")
        }
    }
}
