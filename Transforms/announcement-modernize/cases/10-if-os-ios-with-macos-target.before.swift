import SwiftUI

struct ShareSheetButton: View {
    let url: URL

    var body: some View {
        Button("Copy Link") {
            #if os(iOS)
            UIPasteboard.general.url = url
            UIAccessibility.post(notification: .announcement, argument: "Link copied")
            #else
            NSPasteboard.general.setString(url.absoluteString, forType: .string)
            #endif
        }
    }
}
