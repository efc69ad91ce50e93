import SwiftUI

struct RecordButton: View {
    var body: some View {
        Image(systemName: "mic.circle.fill")
            .font(.largeTitle)
            .onLongPressGesture(minimumDuration: 0.8) { startRecording() }
    }

    func startRecording() {}
}
