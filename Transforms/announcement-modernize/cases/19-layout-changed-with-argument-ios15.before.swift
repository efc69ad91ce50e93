import SwiftUI
import UIKit

final class BannerPresenter {
    private let banner = UILabel()

    func show(_ text: String) {
        banner.text = text
        banner.isHidden = false
        UIAccessibility.post(notification: .layoutChanged, argument: banner)
    }
}
