import SwiftUI

struct AccessibilityPreview: View {
    var reduceMotion: Bool { UserDefaults.standard.bool(forKey: "previewReduceMotion") }
    @State private var prefersReducedMotion = false
    @State private var isShown = false

    var body: some View {
        Toggle("Preview with reduced motion", isOn: $prefersReducedMotion)
            .onChange(of: prefersReducedMotion) {
                withAnimation(.easeInOut) { isShown.toggle() }
            }
            .offset(y: isShown ? 0 : 20)
    }
}
