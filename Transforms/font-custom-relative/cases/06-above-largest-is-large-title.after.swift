import SwiftUI

struct SplashLogo: View {
    var body: some View {
        Text("Acme")
            .font(.custom("Pacifico-Regular", size: 56, relativeTo: .largeTitle))
            .foregroundStyle(.tint)
    }
}
