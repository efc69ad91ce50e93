import SwiftUI

struct ShareSheetButton: View {
    let url: URL

    var body: some View {
        Button("Copy Link") {
            #if os(iOS)
            UIPasteboard.general.url = url
            AccessibilityNotification.Announcement("Link copied").post()
            #else
            NSPasteboard.general.setString(url.absoluteString, forType: .string)
            #endif
        }
    }
}
