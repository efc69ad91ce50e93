import SwiftUI

/// One button that seeks forward or backward by its settings: the action's two calls, under the
/// same condition, name it in each case, whatever glyph the settings give it.
struct SeekButton: View {
    let settings: SeekSettings
    let actions: PlayerActions

    var body: some View {
        Button {
            Task {
                if settings.isForward {
                    await actions.onSeekForward?(settings.seconds)
                } else {
                    await actions.onSeekBackward?(settings.seconds)
                }
            }
        } label: {
            Image(systemName: settings.systemImage)
        }
    }
}

// Elsewhere in the project:
// struct SeekSettings { var isForward = true; var seconds = 10.0; var systemImage = "goforward" }
// struct PlayerActions { var onSeekForward: ((Double) async -> Void)?; var onSeekBackward: ((Double) async -> Void)? }
