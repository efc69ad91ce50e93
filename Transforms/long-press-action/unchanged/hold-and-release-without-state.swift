import SwiftUI

struct RecordButton: View {
    var body: some View {
        Circle()
            .fill(Color.red)
            .frame(width: 64, height: 64)
            .onLongPressGesture(minimumDuration: 0.3, perform: {
                startRecording()
            }, onPressingChanged: { pressing in
                if !pressing {
                    stopRecording()
                }
            })
    }

    func startRecording() {}
    func stopRecording() {}
}
