import SwiftUI

/// A repeating animation chosen by a ternary is still a loop: reported like other loops (a star
/// turning to celebrate, not while work runs). The ternary between two one-shot animations is gated.
struct PrizeBadge: View {
    @State private var isCelebrating = false
    @State private var spin = false
    @State private var isLarge = false

    var body: some View {
        VStack {
            Image(systemName: "star.fill")
                .rotationEffect(.degrees(spin ? 360 : 0))
                .animation(
                    isCelebrating ? .linear(duration: 1).repeatForever(autoreverses: false) : .easeInOut, value: spin)
            Circle()
                .frame(width: isLarge ? 80 : 40)
                .animation(isCelebrating ? .spring() : .easeInOut, value: isLarge)
        }
    }
}
