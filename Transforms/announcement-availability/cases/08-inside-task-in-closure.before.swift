import SwiftUI

struct RefreshButton: View {
    let reload: () async throws -> Void

    var body: some View {
        Button("Refresh") {
            Task { @MainActor in
                do {
                    try await reload()
                    AccessibilityNotification.Announcement("Feed updated").post()
                } catch {
                    AccessibilityNotification.Announcement("Could not refresh").post()
                }
            }
        }
    }
}
