import SwiftUI

struct BookmarkRow: View {
    let title: String

    var body: some View {
        Label(title, systemImage: "bookmark")
            .onLongPressGesture {
                self.removeBookmark()
            }
    }

    func removeBookmark() {}
}
