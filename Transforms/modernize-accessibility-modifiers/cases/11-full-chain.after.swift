import SwiftUI

struct DownloadButton: View {
    let progress: Double
    let fileName: String

    var body: some View {
        Button(action: {}) {
            Image(systemName: "arrow.down.circle")
        }
        .accessibilityLabel("Download")
        .accessibilityHint("Saves \(fileName) for offline reading")
        .accessibilityValue(Text(progress.formatted(.percent)))
        .accessibilityAddTraits(.updatesFrequently)
        .accessibilityIdentifier("download")
    }
}
