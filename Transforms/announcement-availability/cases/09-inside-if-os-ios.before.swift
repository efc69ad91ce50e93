import SwiftUI

struct CopyLinkButton: View {
    let link: URL

    var body: some View {
        Button("Copy Link") {
            #if os(iOS)
            UIPasteboard.general.url = link
            AccessibilityNotification.Announcement("Link copied").post()
            #endif
        }
    }
}
