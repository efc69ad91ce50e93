import SwiftUI

struct BookmarkButton: View {
    @State private var isBookmarked = false

    var body: some View {
        Button {
            isBookmarked.toggle()
            UIAccessibility.post(notification: .announcement, argument: "Bookmark updated")
        } label: {
            Image(systemName: isBookmarked ? "bookmark.fill" : "bookmark")
        }
    }
}
