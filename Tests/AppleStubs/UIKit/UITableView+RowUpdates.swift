import Foundation

/// https://developer.apple.com/documentation/uikit/uitableview/rowanimation
extension UITableView {
    public enum RowAnimation: Int {
        case fade, right, left, top, bottom, none, middle
        case automatic = 100
    }

    /// https://developer.apple.com/documentation/uikit/uitableview/scrollposition
    public enum ScrollPosition: Int {
        case none, top, middle, bottom
    }

    public var numberOfSections: Int { fatalError() }
    public func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {}
    public func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {}
    public func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {}
    public func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {}
    public func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {}
    public func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {}
    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: UITableView.ScrollPosition, animated: Bool) {}
}
