import SwiftUI

struct PosterCaption: View {
    let title: String

    var body: some View {
        #if os(iOS)
        Text(title)
            .font(.subheadline.weight(.medium))
        #elseif os(tvOS)
        Text(title)
            .font(.system(size: 29, weight: .medium))
        #endif
    }
}
