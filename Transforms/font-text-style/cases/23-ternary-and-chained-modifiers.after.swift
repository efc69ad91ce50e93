import SwiftUI

struct MessageBubble: View {
    let text: String
    let isCompact: Bool

    var body: some View {
        Text(text)
            .font(isCompact ? .subheadline : .body)
            .padding(10)
            .background(.blue, in: Capsule())
    }
}
