import SwiftUI
import UIKit

extension View {
    func wiggle(when isActive: Bool) -> some View {
        rotationEffect(.degrees(isActive ? 3 : 0))
            .animation(UIAccessibility.isReduceMotionEnabled ? nil : .easeInOut(duration: 0.3), value: isActive)
    }
}
