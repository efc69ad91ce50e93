import SwiftUI

struct ShareResultView: View {
    let result: String

    var body: some View {
        Button("Share") {
            if #available(iOS 16, *) {
                if #available(iOS 17, *) {
                    AccessibilityNotification.Announcement("Shared").post()
                } else {
                    UIAccessibility.post(notification: .announcement, argument: "Shared")
                }
            }
        }
    }
}
