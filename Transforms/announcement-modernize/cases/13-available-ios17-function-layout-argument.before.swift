import SwiftUI
import UIKit

final class InlineErrorPresenter {
    private let errorLabel = UILabel()

    @available(iOS 17, *)
    func show(_ message: String) {
        errorLabel.text = message
        errorLabel.isHidden = false
        UIAccessibility.post(notification: .layoutChanged, argument: errorLabel)
    }
}
