import AppKit

final class ExportWindowController: NSWindowController {
    @IBAction func export(_ sender: Any?) {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("report.pdf")
        try? Data().write(to: url)
        AccessibilityNotification.Announcement("Export finished").post()
    }
}
