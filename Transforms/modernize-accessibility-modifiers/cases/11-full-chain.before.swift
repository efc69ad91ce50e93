import SwiftUI

struct DownloadButton: View {
    let progress: Double
    let fileName: String

    var body: some View {
        Button(action: {}) {
            Image(systemName: "arrow.down.circle")
        }
        .accessibility(label: Text("Download"))
        .accessibility(hint: Text("Saves \(fileName) for offline reading"))
        .accessibility(value: Text(progress.formatted(.percent)))
        .accessibility(addTraits: .updatesFrequently)
        .accessibility(identifier: "download")
    }
}
