import SwiftUI

struct PodcastTile: View {
    @ScaledMetric(relativeTo: .title) private var titleSize: CGFloat = 26
    let name: String

    var body: some View {
        VStack {
            Text(name)
                .font(.system(size: titleSize, weight: .bold))
            Text("New episodes weekly")
                .font(.system(size: titleSize))
        }
    }
}
