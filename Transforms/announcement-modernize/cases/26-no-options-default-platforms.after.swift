import SwiftUI

struct BookmarkButton: View {
    @State private var isBookmarked = false

    var body: some View {
        Button {
            isBookmarked.toggle()
            if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *) {
                AccessibilityNotification.Announcement("Bookmark updated").post()
            } else {
                UIAccessibility.post(notification: .announcement, argument: "Bookmark updated")
            }
        } label: {
            Image(systemName: isBookmarked ? "bookmark.fill" : "bookmark")
        }
    }
}
