import SwiftUI
import UIKit

final class BannerPresenter {
    private let banner = UILabel()

    func show(_ text: String) {
        banner.text = text
        banner.isHidden = false
        if #available(iOS 17, *) {
            AccessibilityNotification.LayoutChanged(banner).post()
        } else {
            UIAccessibility.post(notification: .layoutChanged, argument: banner)
        }
    }
}
