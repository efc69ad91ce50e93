import SwiftUI

struct RecordButton: View {
    var body: some View {
        Image(systemName: "mic.circle.fill")
            .font(.largeTitle)
            .onLongPressGesture(minimumDuration: 0.8) { startRecording() }
            .accessibilityAction(named: "Start recording") { startRecording() } // [VERIFY] confirm label matches intent
    }

    func startRecording() {}
}
