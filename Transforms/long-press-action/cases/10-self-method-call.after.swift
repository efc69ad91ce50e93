import SwiftUI

struct BookmarkRow: View {
    let title: String

    var body: some View {
        Label(title, systemImage: "bookmark")
            .onLongPressGesture {
                self.removeBookmark()
            }
            .accessibilityAction(named: "Remove bookmark") { self.removeBookmark() } // [VERIFY] confirm label matches intent
    }

    func removeBookmark() {}
}
