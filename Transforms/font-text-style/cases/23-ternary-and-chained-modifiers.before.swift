import SwiftUI

struct MessageBubble: View {
    let text: String
    let isCompact: Bool

    var body: some View {
        Text(text)
            .font(isCompact ? .system(size: 15) : .system(size: 17))
            .padding(10)
            .background(.blue, in: Capsule())
    }
}
