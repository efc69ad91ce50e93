import SwiftUI

struct TimerView: View {
    @State private var remaining = 60

    var body: some View {
        Text("\(remaining) seconds")
            .onChange(of: remaining) { newValue in
                if newValue == 0 {
                    if #available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *) {
                        AccessibilityNotification.Announcement("Time is up").post()
                    } else {
                    #if os(macOS)
                        NSAccessibility.post(element: NSApp.mainWindow as Any, notification: .announcementRequested, userInfo: [.announcement: "Time is up", .priority: NSAccessibilityPriorityLevel.high.rawValue])
                    #elseif os(iOS) || os(tvOS) || os(visionOS)
                        UIAccessibility.post(notification: .announcement, argument: "Time is up")
                    #endif
                    }
                }
            }
    }
}
