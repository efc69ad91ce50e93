import SwiftUI

struct MoodPicker: View {
    @ScaledMetric(relativeTo: .largeTitle) private var largeTitleFontSize: CGFloat = 40
    let emoji: String
    let caption: String

    var body: some View {
        VStack {
            Text(emoji)
                .font(.system(size: largeTitleFontSize))
            Text(caption)
                .font(.footnote)
        }
    }
}
