import SwiftUI

// On iOS 17 we could call AccessibilityNotification.Announcement("Saved").post()
struct HelpText: View {
    /// Example: `AccessibilityNotification.ScreenChanged(nil).post()`
    let snippet = "AccessibilityNotification.Announcement(\"Hello\").post()"

    var body: some View {
        Text(snippet)
            .font(.body.monospaced())
    }
}
