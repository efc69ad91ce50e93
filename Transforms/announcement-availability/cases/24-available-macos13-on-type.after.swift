import AppKit

@available(macOS 13, *)
final class ClipboardWatcher {
    func didCopy(_ text: String) {
        NSPasteboard.general.setString(text, forType: .string)
        if #available(macOS 14, *) {
            AccessibilityNotification.Announcement("Copied").post()
        } else {
            NSAccessibility.post(element: NSApp.mainWindow as Any, notification: .announcementRequested, userInfo: [.announcement: "Copied", .priority: NSAccessibilityPriorityLevel.high.rawValue])
        }
    }
}
