import SwiftUI
import UIKit

final class CheckoutCoordinator {
    let summaryView = UIView()

    func didFinishPayment() {
        AccessibilityNotification.Announcement("Payment accepted").post()
        AccessibilityNotification.ScreenChanged(summaryView).post()
        AccessibilityNotification.LayoutChanged().post()
    }
}
