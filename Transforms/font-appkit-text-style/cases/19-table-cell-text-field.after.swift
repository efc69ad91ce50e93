import AppKit

final class FileListController: NSObject, NSTableViewDelegate {
    func tableView(_ tableView: NSTableView, viewFor tableColumn: NSTableColumn?, row: Int) -> NSView? {
        let cell = tableView.makeView(withIdentifier: NSUserInterfaceItemIdentifier("File"), owner: self) as? NSTableCellView
        cell?.textField?.font = NSFont.preferredFont(forTextStyle: .body)
        cell?.textField?.stringValue = "Untitled.txt"
        return cell
    }
}
