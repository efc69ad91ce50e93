import SwiftUI

struct TimerControls: View {
    @Binding var isRunning: Bool

    var body: some View {
        Button(isRunning ? "Pause" : "Start") {
            isRunning.toggle()
            UIAccessibility.post(notification: .announcement, argument: "Timer toggled") // VoiceOver feedback
        }
    }
}
