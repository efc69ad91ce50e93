import SwiftUI

struct ReplyButton: View {
    var reply: () -> Void

    var body: some View {
        Button(action: reply) {
            Image(systemName: "arrowshape.turn.up.left")
                .accessibilityLabel("Reply to sender")
        }
    }
}
