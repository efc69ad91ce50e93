import SwiftUI

/// An empty perform, however it is written, tracks a press for a pressed look or a haptic while
/// the control underneath acts: a trailing `{}` before `onPressingChanged:`, and `perform: {}`
/// with the pressing closure trailing.
struct GlowingPlayButton: View {
    @State private var isGlowing = false
    let play: () -> Void

    var body: some View {
        Button("Play", action: play)
            .shadow(radius: isGlowing ? 8 : 0)
            .onLongPressGesture(minimumDuration: 0.01) {} onPressingChanged: { pressing in
                isGlowing = pressing
            }
    }
}

struct ScrubberTrack: View {
    @State private var isScrubbing = false
    @Binding var position: Double

    var body: some View {
        ProgressView(value: position)
            .onLongPressGesture(minimumDuration: 0.01, perform: {}) { pressing in
                isScrubbing = pressing
            }
    }
}
