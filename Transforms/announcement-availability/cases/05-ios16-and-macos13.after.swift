import SwiftUI

struct SyncStatusView: View {
    let isSyncing: Bool

    var body: some View {
        ProgressView()
            .opacity(isSyncing ? 1 : 0)
            .onDisappear {
                if #available(iOS 17, macOS 14, *) {
                    AccessibilityNotification.Announcement("Sync complete").post()
                } else {
                #if os(macOS)
                    NSAccessibility.post(element: NSApp.mainWindow as Any, notification: .announcementRequested, userInfo: [.announcement: "Sync complete", .priority: NSAccessibilityPriorityLevel.high.rawValue])
                #elseif os(iOS) || os(tvOS) || os(visionOS)
                    UIAccessibility.post(notification: .announcement, argument: "Sync complete")
                #endif
                }
            }
    }
}
