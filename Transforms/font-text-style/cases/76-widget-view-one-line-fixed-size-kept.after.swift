import SwiftUI

// A widget's view, in a file of its own that does not import WidgetKit.
struct NextTrainWidgetView: View {
    let departure: String
    let platform: String

    var body: some View {
        VStack(alignment: .leading) {
            Text(departure)
                .font(.system(size: 15, weight: .semibold))
                .lineLimit(1)
                .fixedSize(horizontal: true, vertical: false)
            Text(platform)
                .font(.caption)
        }
    }
}
