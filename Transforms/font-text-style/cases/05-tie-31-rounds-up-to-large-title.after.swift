import SwiftUI

struct WelcomeHeader: View {
    var body: some View {
        VStack(alignment: .leading) {
            Text("Welcome back")
                .font(.largeTitle)
            Text("Here is what you missed")
                .foregroundStyle(.secondary)
        }
    }
}
