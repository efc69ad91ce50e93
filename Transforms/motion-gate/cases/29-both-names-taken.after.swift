import SwiftUI

struct AccessibilityPreview: View {
    var reduceMotion: Bool { UserDefaults.standard.bool(forKey: "previewReduceMotion") }
    @Environment(\.accessibilityReduceMotion) private var isReduceMotionOn
    @State private var prefersReducedMotion = false
    @State private var isShown = false

    var body: some View {
        Toggle("Preview with reduced motion", isOn: $prefersReducedMotion)
            .onChange(of: prefersReducedMotion) {
                withAnimation(isReduceMotionOn ? nil : .easeInOut) { isShown.toggle() }
            }
            .offset(y: isShown ? 0 : 20)
    }
}
