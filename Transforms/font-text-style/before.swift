import SwiftUI

struct EpisodeHeader: View {
    let title: String
    let duration: String

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text(title)
                .font(.system(size: 22, weight: .bold))
            Text(duration)
                .font(.system(size: 13))
                .foregroundStyle(.secondary)
        }
    }
}
