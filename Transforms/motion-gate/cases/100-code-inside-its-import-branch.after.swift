import SwiftUI

#if canImport(UIKit)
import UIKit

/// The whole type sits in the `#if` branch that imports UIKit: wherever it builds, UIKit's flag
/// exists, so the view model's animation is gated with it (no "imported only under #if" report).
final class ToastCenter: ObservableObject {
    @Published var message: String?

    func show(_ text: String) {
        withAnimation(UIAccessibility.isReduceMotionEnabled ? nil : .spring()) {
            message = text
        }
    }
}
#elseif canImport(AppKit)
import AppKit

/// The AppKit branch of the same file: AppKit's flag.
final class ToastCenter: ObservableObject {
    @Published var message: String?

    func show(_ text: String) {
        withAnimation(NSWorkspace.shared.accessibilityDisplayShouldReduceMotion ? nil : .easeOut(duration: 0.3)) {
            message = text
        }
    }
}
#endif
