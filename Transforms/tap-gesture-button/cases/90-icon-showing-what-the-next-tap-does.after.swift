import SwiftUI

/// Transport icons whose picture swaps with the very flag their tap flips: each picture shows what
/// the next tap does, so the label follows the flag. A slashed bell (a state, not an action), and a
/// picture that follows another flag, are reported.
struct ClipControls: View {
    @State private var isRunning = false
    @Binding var recorder: RecorderState
    @State private var isSilenced = false
    @State private var isBusy = false
    @State private var isLooping = false

    var body: some View {
        HStack {
            Image(systemName: isRunning ? "pause.fill" : "play.fill")
                .onTapGesture { isRunning.toggle() }
                .accessibilityAddTraits(.isButton)
                .accessibilityLabel(isRunning ? "Pause" : "Play") // [VERIFY] confirm label matches intent
            Image(systemName: !recorder.isRecording ? "record.circle" : "stop.circle")
                .onTapGesture { self.recorder.isRecording.toggle() }
                .accessibilityAddTraits(.isButton)
                .accessibilityLabel(!recorder.isRecording ? "Record" : "Stop") // [VERIFY] confirm label matches intent
            Image(systemName: isSilenced ? "bell.slash" : "bell")
                .onTapGesture { isSilenced.toggle() }
            Image(systemName: isBusy ? "pause" : "play")
                .onTapGesture { isLooping.toggle() }
            if isLooping { ProgressView() }
        }
    }
}

struct RecorderState {
    var isRecording = false
}
