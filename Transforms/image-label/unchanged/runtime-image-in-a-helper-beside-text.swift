import AppKit
import SwiftUI

/// A helper draws the window's snapshot on a backing card; the row shows the helper beside the
/// window's title, which names it. A helper shown only on its own is reported.
struct WindowRow: View {
    let title: String
    let snapshot: NSImage

    var body: some View {
        HStack {
            Text(title)
            Spacer()
            snapshotCard
        }
    }

    private var snapshotCard: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 5)
                .fill(.regularMaterial)
            Image(nsImage: snapshot)
                .frame(height: 24)
        }
    }
}

struct WindowPreview: View {
    let preview: NSImage

    var body: some View {
        previewCard
            .padding()
    }

    private var previewCard: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 5)
                .fill(.regularMaterial)
            Image(nsImage: preview)
        }
    }
}
