import SwiftUI

/// A stack of invisible filler whose tap does real work is the only way to that work: it keeps
/// the trait and the action's words.
struct RecorderPad: View {
    let recorder: Recorder

    var body: some View {
        ZStack {
            Color.black.opacity(0.001)
            Spacer()
        }
        .onTapGesture { recorder.startRecording() }
    }
}

final class Recorder {
    func startRecording() {}
}
