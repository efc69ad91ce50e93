import SwiftUI
import UIKit

final class CheckoutCoordinator {
    let summaryView = UIView()

    func didFinishPayment() {
        UIAccessibility.post(notification: .announcement, argument: "Payment accepted")
        UIAccessibility.post(notification: .screenChanged, argument: summaryView)
        UIAccessibility.post(notification: .layoutChanged, argument: nil)
    }
}
