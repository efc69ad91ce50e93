import SwiftUI

// A widget's view, in a file of its own that does not import WidgetKit: the reading's row is held
// at its ideal width against truncation, so its texts keep their size. The caption under it and a
// row held only vertically still scale; so does an app view with the same row.
struct PressureWidgetView: View {
    let reading: String
    let caption: String
    let trend: String

    var body: some View {
        VStack(spacing: 0) {
            HStack(spacing: 2) {
                Text(reading)
                    .font(.system(size: 24, weight: .heavy))
                Image(systemName: "arrow.up.right")
            }
            .fixedSize(horizontal: true, vertical: false)
            Text(caption)
                .font(.footnote)
            HStack {
                Text(trend)
                    .font(.footnote)
            }
            .fixedSize(horizontal: false, vertical: true)
        }
    }
}

struct PressureDetailView: View {
    @ScaledMetric(relativeTo: .title2) private var title2FontSize: CGFloat = 24
    let reading: String

    var body: some View {
        HStack(spacing: 2) {
            Text(reading)
                .font(.system(size: title2FontSize, weight: .heavy))
        }
        .fixedSize(horizontal: true, vertical: false)
    }
}
