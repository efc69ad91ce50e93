import SwiftUI

struct ClearHistoryButton: View {
    let clear: () -> Void

    var body: some View {
        Button("Clear History") {
            clear()
            AccessibilityNotification.Announcement("History cleared").post()
        }
    }
}
