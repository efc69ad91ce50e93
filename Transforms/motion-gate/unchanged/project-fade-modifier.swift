import SwiftUI

/// A modifier of the project's that only fades (`isVisible`) is read like `.opacity`: the controls
/// it shows and hides cross-fade, which Reduce Motion keeps.
extension View {
    func isVisible(_ shown: Bool) -> some View {
        opacity(shown ? 1 : 0)
    }
}

struct PlayerControls: View {
    @State private var showsOverlay = false

    var body: some View {
        VStack {
            Text("Now playing")
                .isVisible(showsOverlay)
            ProgressView(value: 0.4)
                .isVisible(showsOverlay)
        }
        .animation(.easeInOut(duration: 0.25), value: showsOverlay)
        .onTapGesture { showsOverlay.toggle() }
    }
}
