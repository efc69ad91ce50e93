import SwiftUI

struct IntroView: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var showLogo = false

    var body: some View {
        Image("logo")
            .offset(y: showLogo ? 0 : 40)
            .onAppear { start(reduceMotion: false) }
    }

    private func start(reduceMotion: Bool) {
        // reduceMotion here is an app-level preference, not the system setting
        withAnimation(self.reduceMotion ? nil : .easeIn(duration: 1)) {
            showLogo = true
        }
    }
}
