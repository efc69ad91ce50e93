import SwiftUI

enum Metrics {
    static let badgeHeight: CGFloat = 18
}

struct DebugBadge: View {
    var body: some View {
        HStack {
            Text("DEBUG")
                .font(.system(size: 10, weight: .bold))
        }
        .padding(.horizontal, 6)
        .frame(height: Metrics.badgeHeight)
        .background(Capsule().fill(.orange))
    }
}
