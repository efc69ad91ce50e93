import SwiftUI

struct ZoomControls: View {
    @Binding var zoom: Double

    var body: some View {
        HStack {
            Button("Zoom In") {
                zoom += 0.25
                #if os(macOS)
                if #available(macOS 14, *) {
                    AccessibilityNotification.Announcement("Zoom \(Int(zoom * 100)) percent").post()
                } else {
                    NSAccessibility.post(element: NSApp.mainWindow as Any, notification: .announcementRequested, userInfo: [.announcement: "Zoom \(Int(zoom * 100)) percent", .priority: NSAccessibilityPriorityLevel.high.rawValue])
                }
                #endif
            }
        }
    }
}
