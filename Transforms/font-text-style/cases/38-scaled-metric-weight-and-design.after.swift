import SwiftUI

struct Stopwatch: View {
    @ScaledMetric(relativeTo: .largeTitle) private var largeTitleFontSize: CGFloat = 40
    let time: String

    var body: some View {
        Text(time)
            .font(.system(size: largeTitleFontSize, weight: .thin, design: .monospaced))
            .contentTransition(.numericText())
    }
}
