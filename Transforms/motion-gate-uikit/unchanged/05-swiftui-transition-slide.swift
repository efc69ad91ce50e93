import SwiftUI

struct BannerStack: View {
    @State private var showBanner = false

    var body: some View {
        VStack {
            if showBanner {
                Text("Saved")
                    .transition(.slide)
                Text("Synced")
                    .transition(.opacity.animation(.easeIn(duration: 0.2)))
            }
            Button("Toggle") { showBanner.toggle() }
        }
    }
}
