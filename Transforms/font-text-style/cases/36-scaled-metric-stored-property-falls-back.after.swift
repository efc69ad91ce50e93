import SwiftUI

struct StatTile: View {
    @ScaledMetric(relativeTo: .footnote) private var footnoteFontSize: CGFloat = 13
    let value: String
    let valueFont = Font.largeTitle.weight(.bold)

    var body: some View {
        VStack {
            Text(value).font(valueFont)
            Text("steps").font(.system(size: footnoteFontSize))
        }
    }
}
