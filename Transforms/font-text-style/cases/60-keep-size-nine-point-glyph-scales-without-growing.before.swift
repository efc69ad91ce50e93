import SwiftUI

struct UnreadDot: View {
    let count: Int

    var body: some View {
        HStack(spacing: 2) {
            Image(systemName: "circle.fill")
                .font(.system(size: 9))
            Text("\(count) unread")
                .font(.subheadline)
        }
    }
}
