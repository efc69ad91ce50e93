import AppKit
import SwiftUI

// A well-known system call is named as the system names it, never as its API reads.
struct DownloadRow: View {
    let fileURL: URL

    var body: some View {
        HStack {
            Text(fileURL.lastPathComponent)
            Spacer()
            Button {
                NSWorkspace.shared.activateFileViewerSelecting([fileURL])
            } label: {
                Image("finder-glyph")
            }
            .buttonStyle(.plain)
            .accessibilityLabel("Show in Finder") // [VERIFY] confirm label matches intent
            Button {
                NSWorkspace.shared.selectFile(fileURL.path, inFileViewerRootedAtPath: "")
            } label: {
                Image("reveal-glyph")
            }
            .accessibilityLabel("Show in Finder") // [VERIFY] confirm label matches intent
        }
    }
}
