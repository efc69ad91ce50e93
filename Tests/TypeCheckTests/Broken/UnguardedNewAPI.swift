// expect: needs iOS 17
import SwiftUI

// AccessibilityNotification is iOS 17 / macOS 14; at the default iOS 15 target it needs
// `if #available(iOS 17, *)` with a UIAccessibility.post fallback.
struct SaveButton: View {
    var body: some View {
        Button("Save") {
            AccessibilityNotification.Announcement("Saved").post()
        }
    }
}
