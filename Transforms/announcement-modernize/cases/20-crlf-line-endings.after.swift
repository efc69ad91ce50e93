import SwiftUI

struct ClearHistoryButton: View {
    let clear: () -> Void

    var body: some View {
        Button("Clear History") {
            clear()
            if #available(iOS 17, *) {
                AccessibilityNotification.Announcement("History cleared").post()
            } else {
                UIAccessibility.post(notification: .announcement, argument: "History cleared")
            }
        }
    }
}
