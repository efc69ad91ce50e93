import SwiftUI
import UIKit

final class ToastCenter: ObservableObject {
    @Published var message: String?

    func show(_ text: String) {
        withAnimation(UIAccessibility.isReduceMotionEnabled ? nil : .spring) {
            message = text
        }
    }

    func hide() {
        guard !UIAccessibility.isReduceMotionEnabled else {
            message = nil
            return
        }
        withAnimation(.easeOut) {
            message = nil
        }
    }
}
