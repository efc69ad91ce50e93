import SwiftUI

struct CopyLinkButton: View {
    let link: URL

    var body: some View {
        Button("Copy Link") {
            #if os(iOS)
            UIPasteboard.general.url = link
            if #available(iOS 17, *) {
                AccessibilityNotification.Announcement("Link copied").post()
            } else {
                UIAccessibility.post(notification: .announcement, argument: "Link copied")
            }
            #endif
        }
    }
}
