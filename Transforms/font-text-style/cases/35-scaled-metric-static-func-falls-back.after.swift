import SwiftUI

struct Badge: View {
    @ScaledMetric(relativeTo: .subheadline) private var subheadlineFontSize: CGFloat = 14
    let text: String

    var body: some View {
        Text(text)
            .font(.system(size: subheadlineFontSize))
    }

    static func placeholder() -> some View {
        Text("New")
            .font(.caption2.weight(.bold))
    }
}
