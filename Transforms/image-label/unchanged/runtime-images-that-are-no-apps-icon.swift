import AppKit
import SwiftUI

/// A picture that is not the app's icon is not named by the app's name, even with one in scope;
/// an app's icon with no name in the view stays a report.
struct RecentDocumentCell: View {
    let appName: String
    let document: OpenDocument
    let thumbnail: NSImage

    var body: some View {
        VStack {
            Image(nsImage: thumbnail)
                .resizable()
                .frame(width: 120, height: 90)
            Image(nsImage: document.icon)
                .resizable()
                .frame(width: 16, height: 16)
        }
    }
}

struct BareIconCell: View {
    let appIcon: NSImage

    var body: some View {
        VStack {
            Image(nsImage: appIcon)
                .resizable()
                .frame(width: 32, height: 32)
        }
    }
}

// Elsewhere in the project:
// struct OpenDocument { let icon: NSImage }
