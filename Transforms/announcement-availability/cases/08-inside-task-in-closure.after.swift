import SwiftUI

struct RefreshButton: View {
    let reload: () async throws -> Void

    var body: some View {
        Button("Refresh") {
            Task { @MainActor in
                do {
                    try await reload()
                    if #available(iOS 17, *) {
                        AccessibilityNotification.Announcement("Feed updated").post()
                    } else {
                        UIAccessibility.post(notification: .announcement, argument: "Feed updated")
                    }
                } catch {
                    if #available(iOS 17, *) {
                        AccessibilityNotification.Announcement("Could not refresh").post()
                    } else {
                        UIAccessibility.post(notification: .announcement, argument: "Could not refresh")
                    }
                }
            }
        }
    }
}
