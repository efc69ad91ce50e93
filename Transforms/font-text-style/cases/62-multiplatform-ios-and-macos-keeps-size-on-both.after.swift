import SwiftUI

struct OrderRow: View {
    @ScaledMetric(relativeTo: .body) private var bodyFontSize: CGFloat = 17
    let name: String

    var body: some View {
        Text(name)
            .font(.system(size: bodyFontSize))
    }
}
