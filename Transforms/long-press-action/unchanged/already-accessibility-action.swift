import SwiftUI

struct CommentRow: View {
    let comment: String

    var body: some View {
        Text(comment)
            .onLongPressGesture { reportComment() }
            .accessibilityAction(named: "Report comment") { reportComment() }
    }

    func reportComment() {}
}
