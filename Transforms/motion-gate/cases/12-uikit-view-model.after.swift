import SwiftUI
import UIKit

@Observable
final class CartViewModel {
    var items: [String] = []
    var showsBadge = false

    func add(_ item: String) {
        withAnimation(UIAccessibility.isReduceMotionEnabled ? nil : .spring(response: 0.35, dampingFraction: 0.7)) {
            items.append(item)
            showsBadge = true
        }
    }

    func clear() {
        withAnimation {
            items.removeAll()
        }
    }
}
