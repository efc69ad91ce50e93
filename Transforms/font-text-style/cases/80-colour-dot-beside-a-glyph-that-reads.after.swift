import SwiftUI

/// A filled circle tinted with the state's colour is a status dot sized to its slot: kept. A symbol
/// that is no dot, and a dot with no colour of its own, scale.
struct RequestStatusRow: View {
    @ScaledMetric(relativeTo: .caption2) private var caption2FontSize: CGFloat = 9
    let color: Color
    let title: String

    var body: some View {
        HStack {
            Image(systemName: "circle.fill")
                .foregroundStyle(color)
                .font(.system(size: 9))
            Image(systemName: "arrow.up.circle.fill")
                .foregroundStyle(color)
                .font(.subheadline)
            Image(systemName: "circle.fill")
                .font(.system(size: caption2FontSize))
            Text(title)
        }
    }
}
