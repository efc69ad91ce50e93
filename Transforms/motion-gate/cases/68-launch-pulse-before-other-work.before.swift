import SwiftUI

/// A launch pulse chained by its completion, followed by the launch itself: an `if` around the
/// chain skips the pulse under Reduce Motion, and the launch still runs.
struct LaunchTile: View {
    @State private var isLaunching = false
    var launch: () -> Void

    var body: some View {
        Image(systemName: "app")
            .scaleEffect(isLaunching ? 2 : 1)
            .opacity(isLaunching ? 0 : 1)
            .onTapGesture { start() }
    }

    func start() {
        withAnimation(.easeIn(duration: 0.25)) {
            isLaunching = true
        } completion: {
            withAnimation(.easeOut(duration: 0.1)) {
                isLaunching = false
            }
        }
        launch()
    }
}
