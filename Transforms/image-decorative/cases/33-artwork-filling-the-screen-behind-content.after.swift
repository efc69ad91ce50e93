import SwiftUI

/// Artwork filling the screen behind the content is a backdrop, whatever its asset's name: in a
/// `.background` layer drawn to fill or past the safe area, or the bottom layer of a `ZStack`
/// that bleeds under the safe area. Each is hidden from VoiceOver.
struct OnboardingView: View {
    var body: some View {
        VStack(spacing: 24) {
            Text("Track your runs")
                .font(.largeTitle)
            Button("Get started") {}
        }
        .padding()
        .background {
            Image("sunriseTrail")
                .resizable()
                .aspectRatio(contentMode: .fill)
                .ignoresSafeArea()
                .accessibilityHidden(true)
        }
    }
}

struct PaywallView: View {
    let artwork: UIImage

    var body: some View {
        Text("Go premium")
            .frame(maxWidth: .infinity, maxHeight: .infinity)
            .background {
                Image(uiImage: artwork)
                    .resizable()
                    .scaledToFill()
                    .accessibilityHidden(true)
            }
    }
}

struct SplashView: View {
    var body: some View {
        ZStack {
            Image("mountains")
                .resizable()
                .scaledToFill()
                .ignoresSafeArea()
                .accessibilityHidden(true)
            ProgressView("Loading trails")
        }
    }
}

struct SummitCard: View {
    var body: some View {
        Text("Summit reached")
            .padding()
            .background {
                Group {
                    Image("ridgeline")
                        .resizable()
                        .scaledToFill()
                        .accessibilityHidden(true)
                }
            }
    }
}
