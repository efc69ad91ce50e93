import SwiftUI

struct HeartRateView: View {
    @ScaledMetric(relativeTo: .title) private var titleFontSize: CGFloat = 34
    @ScaledMetric(relativeTo: .caption) private var captionFontSize: CGFloat = 15
    @ScaledMetric(relativeTo: .body) private var bodyFontSize: CGFloat = 16
    let bpm: Int

    var body: some View {
        VStack {
            Text("\(bpm)")
                .font(.system(size: titleFontSize, weight: .semibold))
            Text("BPM")
                .font(.system(size: captionFontSize))
            Text("Resting")
                .font(.system(size: bodyFontSize))
        }
    }
}
