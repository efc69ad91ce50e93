import SwiftUI

struct MessageBubble: View {
    let message: String

    var body: some View {
        Text(message)
            .padding(10)
            .background(Color.blue)
            .onLongPressGesture { copyMessage() }
    }

    func copyMessage() {}
}
