import SFSafeSymbols
import UIKit

// SFSafeSymbols names the symbol by its case; the UIAction's closure says what the button does.
final class BrowserToolbar: UIView {
    let reloadButton = UIButton(type: .custom)

    func build(page: BrowserPage) {
        reloadButton.setImage(UIImage(systemSymbol: .arrowClockwise), for: .normal)
        reloadButton.addAction(UIAction { _ in
            page.reloadFromOrigin()
        }, for: .touchUpInside)
        let shareItem = UIBarButtonItem(image: UIImage(systemSymbol: .squareAndArrowUp), primaryAction: UIAction { _ in page.share() })
        navigationItem(for: shareItem)
    }

    func navigationItem(for item: UIBarButtonItem) {}
}
