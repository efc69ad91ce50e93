import SwiftUI

struct OnboardingPage: View {
    let headline: String
    let message: String

    var body: some View {
        VStack(spacing: 16) {
            Text(headline)
                .font(Font.system(size: 22, weight: .heavy))
            Text(message)
                .font(Font.system(size: 16, design: .serif))
        }
        .padding(32)
    }
}
