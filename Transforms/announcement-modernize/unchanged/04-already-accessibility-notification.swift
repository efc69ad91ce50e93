import SwiftUI

struct SaveButton: View {
    let save: () -> Void

    var body: some View {
        Button("Save") {
            save()
            AccessibilityNotification.Announcement("Saved").post()
            AccessibilityNotification.LayoutChanged().post()
        }
    }
}
