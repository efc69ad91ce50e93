import SwiftUI
import UIKit

final class WizardHostingController: UIHostingController<AnyView> {
    let headerLabel = UILabel()

    func advance() {
        headerLabel.text = "Payment"
        AccessibilityNotification.ScreenChanged(headerLabel).post()
    }
}
