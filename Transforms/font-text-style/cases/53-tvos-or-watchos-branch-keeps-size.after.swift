import SwiftUI

struct ShelfTitle: View {
    @ScaledMetric(relativeTo: .largeTitle) private var largeTitleFontSize: CGFloat = 38
    let title: String

    var body: some View {
        #if os(tvOS) || os(watchOS)
        Text(title)
            .font(.system(size: largeTitleFontSize))
        #else
        Text(title)
            .font(.headline)
        #endif
    }
}
