import SwiftUI

struct SaveButton: View {
    var body: some View {
        Button("Save") {
            AccessibilityNotification.Announcement("Saved").post() // tell VoiceOver
        }
    }
}
