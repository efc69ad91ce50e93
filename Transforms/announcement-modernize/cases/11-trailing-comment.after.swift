import SwiftUI

struct TimerControls: View {
    @Binding var isRunning: Bool

    var body: some View {
        Button(isRunning ? "Pause" : "Start") {
            isRunning.toggle()
            AccessibilityNotification.Announcement("Timer toggled").post() // VoiceOver feedback
        }
    }
}
