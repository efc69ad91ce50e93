import SwiftUI

/// A modifier of the project's that only fades (`isVisible`) is read like `.opacity`: the controls
/// it shows and hides cross-fade, which Reduce Motion keeps. A property of the same name that only
/// forwards a model's value (`isPresentingSupplement`) is judged by where that name is read.
extension View {
    func isVisible(_ shown: Bool) -> some View {
        opacity(shown ? 1 : 0)
    }
}

final class PlayerState: ObservableObject {
    @Published var isPresentingSupplement = false
}

struct PlayerControls: View {
    @State private var showsOverlay = false
    @ObservedObject var state: PlayerState

    private var isPresentingSupplement: Bool {
        state.isPresentingSupplement
    }

    var body: some View {
        VStack {
            Text("Now playing")
                .isVisible(showsOverlay)
            ProgressView(value: 0.4)
                .isVisible(showsOverlay && !isPresentingSupplement)
        }
        .animation(.easeInOut(duration: 0.25), value: showsOverlay)
        .animation(.bouncy(duration: 0.4), value: state.isPresentingSupplement)
        .onTapGesture { showsOverlay.toggle() }
    }
}
