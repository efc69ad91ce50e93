import SwiftUI

struct SyncStatusView: View {
    let isSyncing: Bool

    var body: some View {
        ProgressView()
            .opacity(isSyncing ? 1 : 0)
            .onDisappear {
                AccessibilityNotification.Announcement("Sync complete").post()
            }
    }
}
