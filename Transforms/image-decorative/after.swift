import SwiftUI

struct WelcomeHeader: View {
    var body: some View {
        ZStack {
            Image("welcome-background")
                .resizable()
                .scaledToFill()
                .accessibilityHidden(true)
            HStack {
                Image(systemName: "sparkles")
                    .accessibilityHidden(true)
                Text("Welcome back")
            }
        }
    }
}
