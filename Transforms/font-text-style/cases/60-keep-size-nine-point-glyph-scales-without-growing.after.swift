import SwiftUI

struct UnreadDot: View {
    @ScaledMetric(relativeTo: .caption2) private var caption2FontSize: CGFloat = 9
    let count: Int

    var body: some View {
        HStack(spacing: 2) {
            Image(systemName: "circle.fill")
                .font(.system(size: caption2FontSize))
            Text("\(count) unread")
                .font(.subheadline)
        }
    }
}
