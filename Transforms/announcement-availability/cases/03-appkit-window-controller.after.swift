import AppKit

final class ExportWindowController: NSWindowController {
    @IBAction func export(_ sender: Any?) {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("report.pdf")
        try? Data().write(to: url)
        if #available(macOS 14, *) {
            AccessibilityNotification.Announcement("Export finished").post()
        } else {
            NSAccessibility.post(element: NSApp.mainWindow as Any, notification: .announcementRequested, userInfo: [.announcement: "Export finished", .priority: NSAccessibilityPriorityLevel.high.rawValue])
        }
    }
}
