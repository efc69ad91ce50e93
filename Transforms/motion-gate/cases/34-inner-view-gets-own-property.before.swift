import SwiftUI

struct MessageList: View {
    @Environment(\.accessibilityReduceMotion) var motionReduced
    let messages: [String]

    var body: some View {
        List(messages, id: \.self) { message in
            MessageRow(text: message)
        }
        .animation(.default, value: messages)
    }

    struct MessageRow: View {
        let text: String
        @State private var isHighlighted = false

        var body: some View {
            Text(text)
                .offset(x: isHighlighted ? 8 : 0)
                .animation(.easeOut, value: isHighlighted)
        }
    }
}
