import AppKit

@available(macOS 13, *)
final class ClipboardWatcher {
    func didCopy(_ text: String) {
        NSPasteboard.general.setString(text, forType: .string)
        AccessibilityNotification.Announcement("Copied").post()
    }
}
