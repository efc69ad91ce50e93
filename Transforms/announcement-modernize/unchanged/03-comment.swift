import SwiftUI

struct LegacyNotes: View {
    // Before iOS 17 we used:
    // UIAccessibility.post(notification: .announcement, argument: "Saved")
    /* UIAccessibility.post(notification: .screenChanged, argument: nil) */
    var body: some View {
        Text("UIAccessibility.post(notification: .announcement, argument: \"Saved\")")
    }
}
