import SwiftUI

/// SwiftUI's own styles and property wrappers are known by name: a project view that
/// uses them holds nothing the tool cannot see into.
struct DownloadBadge: View {
    @AppStorage("showsProgress") private var showsProgress = true

    var body: some View {
        HStack {
            ProgressView()
                .progressViewStyle(CircularProgressViewStyle())
            Text("Downloading")
        }
    }
}

struct DownloadsRow: View {
    var body: some View {
        DownloadBadge()
            .onTapGesture { openDownloads() }
            .accessibilityElement(children: .combine)
            .accessibilityAddTraits(.isButton)
    }

    func openDownloads() {}
}
