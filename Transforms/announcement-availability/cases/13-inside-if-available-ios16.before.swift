import SwiftUI

struct ShareResultView: View {
    let result: String

    var body: some View {
        Button("Share") {
            if #available(iOS 16, *) {
                AccessibilityNotification.Announcement("Shared").post()
            }
        }
    }
}
