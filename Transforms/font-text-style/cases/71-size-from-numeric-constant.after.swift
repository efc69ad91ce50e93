import SwiftUI

enum Badge {
    static let fontSize: CGFloat = 10
}

struct BadgeLabel: View {
    @ScaledMetric(relativeTo: .caption2) private var caption2FontSize: CGFloat = Badge.fontSize
    let text: String

    var body: some View {
        Text(text)
            .font(.system(size: caption2FontSize, weight: .bold))
    }
}
