import SwiftUI

struct ProfileHeader: View {
    @ScaledMetric(relativeTo: .title2) private var title2FontSize: CGFloat = 22
    @ScaledMetric(relativeTo: .subheadline) private var subheadlineFontSize: CGFloat = 14
    let name: String
    let handle: String

    var body: some View {
        VStack {
            Text(name)
                .font(.system(size: title2FontSize, weight: .bold))
            Text(handle)
                .font(.system(size: subheadlineFontSize))
        }
    }
}
