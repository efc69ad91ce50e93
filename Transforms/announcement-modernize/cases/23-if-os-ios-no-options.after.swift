import SwiftUI

struct CopyCodeButton: View {
    let code: String

    var body: some View {
        Button("Copy Code") {
            #if os(iOS)
            UIPasteboard.general.string = code
            if #available(iOS 17, *) {
                AccessibilityNotification.Announcement("Code copied").post()
            } else {
                UIAccessibility.post(notification: .announcement, argument: "Code copied")
            }
            #endif
        }
    }
}
