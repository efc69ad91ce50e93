import SwiftUI

struct SidebarFooter: View {
    @State private var isCollapsed = false

    var body: some View {
        Button(isCollapsed ? "Expand" : "Collapse") {
            isCollapsed.toggle()
            if #available(macOS 14, *) {
                AccessibilityNotification.Announcement(isCollapsed ? "Sidebar collapsed" : "Sidebar expanded").post()
            } else {
                NSAccessibility.post(element: NSApp.mainWindow as Any, notification: .announcementRequested, userInfo: [.announcement: isCollapsed ? "Sidebar collapsed" : "Sidebar expanded", .priority: NSAccessibilityPriorityLevel.high.rawValue])
            }
        }
    }
}
