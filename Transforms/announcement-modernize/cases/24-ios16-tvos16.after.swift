import SwiftUI

struct EpisodeRow: View {
    let title: String
    @State private var isQueued = false

    var body: some View {
        Button(isQueued ? "Queued" : "Add to Queue") {
            isQueued = true
            if #available(iOS 17, tvOS 17, *) {
                AccessibilityNotification.Announcement("Added to Up Next").post()
            } else {
                UIAccessibility.post(notification: .announcement, argument: "Added to Up Next")
            }
        }
    }
}
