import SwiftUI

struct EpisodeTitle: View {
    let title: String

    var body: some View {
        Text(title)
            .font(.system(size: 38, weight: .medium))
    }
}
