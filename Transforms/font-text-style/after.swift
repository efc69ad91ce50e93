import SwiftUI

struct EpisodeHeader: View {
    let title: String
    let duration: String

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(title)
                .font(.title2.weight(.bold))
            Text(duration)
                .font(.footnote)
                .foregroundStyle(.secondary)
        }
    }
}
