import SwiftUI

struct AvatarInitials: View {
    @ScaledMetric var scaled: CGFloat = 18
    @ScaledMetric(relativeTo: .caption) private var badgeSize: CGFloat = 11
    let initials: String

    var body: some View {
        ZStack(alignment: .topTrailing) {
            Text(initials)
                .font(.system(size: scaled, weight: .semibold))
            Text("3")
                .font(.system(size: badgeSize))
        }
    }
}
