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
                .font(.system(size: 13))
            HStack {
                Text(trend)
                    .font(.system(size: 13))
            }
            .fixedSize(horizontal: false, vertical: true)
        }
    }
}

struct PressureDetailView: View {
    let reading: String

    var body: some View {
        HStack(spacing: 2) {
            Text(reading)
                .font(.system(size: 24, weight: .heavy))
        }
        .fixedSize(horizontal: true, vertical: false)
    }
}
