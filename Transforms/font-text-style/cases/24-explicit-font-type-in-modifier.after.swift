import SwiftUI

struct OnboardingPage: View {
    let headline: String
    let message: String

    var body: some View {
        VStack(spacing: 16) {
            Text(headline)
                .font(Font.title2.weight(.heavy))
            Text(message)
                .font(Font.system(.callout, design: .serif))
        }
        .padding(32)
    }
}
