import UIKit

/// A row's colour fades in, then after a delay fades back: two fades. The fade back, nested in a
/// delay inside the first block, runs later with its own duration, and moves nothing either.
final class FeedTable: UITableView {
    func flashRow(at indexPath: IndexPath) {
        guard let cell = cellForRow(at: indexPath) else { return }
        let original = cell.backgroundColor
        UIView.animate(withDuration: 0.3) {
            cell.backgroundColor = UIColor.systemYellow.withAlphaComponent(0.4)
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
                UIView.animate(withDuration: 0.3) {
                    cell.backgroundColor = original
                }
            }
        }
    }
}
