import SwiftUI
import UIKit

/// The project's animation helpers read Reduce Motion through another helper: both uses are
/// already gated, and a second gate would be noise.
struct Banner: View {
    @State private var isShown = false

    var body: some View {
        Text("Saved")
            .offset(y: isShown ? 0 : 40)
            .animation(.appDefault, value: isShown)
            .onAppear {
                withAnimation(.spring().disabledDuringTests()) {
                    isShown = true
                }
            }
    }
}

extension Animation {
    static var appDefault: Animation { Animation.default.disabledIfReduceMotionEnabled() }

    func disabledDuringTests() -> Self { disabledIfReduceMotionEnabled() }

    private func disabledIfReduceMotionEnabled() -> Self {
        UIAccessibility.isReduceMotionEnabled ? .linear(duration: 0) : self
    }
}
