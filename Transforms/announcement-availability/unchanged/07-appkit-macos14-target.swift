import AppKit

final class LibraryViewController: NSViewController {
    func didImport(count: Int) {
        AccessibilityNotification.Announcement("Imported \(count) photos").post()
    }
}
