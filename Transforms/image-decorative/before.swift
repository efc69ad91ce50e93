import SwiftUI

struct WelcomeHeader: View {
    var body: some View {
        ZStack {
            Image("welcome-background")
                .resizable()
                .scaledToFill()
            HStack {
                Image(systemName: "sparkles")
                Text("Welcome back")
            }
        }
    }
}
