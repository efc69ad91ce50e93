import SwiftUI

/// A loop its view starts and stops (`isRecording` set both ways): stopping it under Reduce Motion
/// changes what the indicator says while it runs, so it is reported as a loop, not gated.
struct RecordButton: View {
    @State private var isRecording = false

    var body: some View {
        Button(isRecording ? "Stop" : "Record") {
            if isRecording {
                isRecording = false
            } else {
                isRecording = true
            }
        }
        .scaleEffect(isRecording ? 1.25 : 1)
        .animation(.easeInOut(duration: 0.6).repeatForever(), value: isRecording)
    }
}
