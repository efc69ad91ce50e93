import SwiftUI

struct SidebarFooter: View {
    @State private var isCollapsed = false

    var body: some View {
        Button(isCollapsed ? "Expand" : "Collapse") {
            isCollapsed.toggle()
            AccessibilityNotification.Announcement(isCollapsed ? "Sidebar collapsed" : "Sidebar expanded").post()
        }
    }
}
