import SwiftUI

struct FlightRow: View {
    @ScaledMetric(relativeTo: .title3) private var title3FontSize: CGFloat = 19
    @ScaledMetric(relativeTo: .title3) private var title3FontSize2: CGFloat = 20
    let route: String
    let time: String

    var body: some View {
        HStack {
            Text(route)
                .font(.system(size: title3FontSize))
            Spacer()
            Text(time)
                .font(.system(size: title3FontSize2, weight: .medium))
        }
    }
}
