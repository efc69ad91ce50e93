import SwiftUI

/// Animations under a flag the view derives from Reduce Motion (a computed property, a local),
/// or under the app's own "show animations" switch: they already follow the user's choice.
struct CardStack: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @AppStorage("showAnimations") private var showAnimations = true
    @State private var offset: CGFloat = 0
    @State private var expanded = false

    private var animates: Bool { !reduceMotion }

    var body: some View {
        VStack {
            Rectangle()
                .frame(height: expanded ? 300 : 120)
                .offset(x: offset)
            Button("Shuffle") { shuffle() }
            Button("Expand") { expand() }
            Button("Reset") { reset() }
        }
    }

    private func shuffle() {
        if animates {
            withAnimation(.spring(response: 0.4)) { offset = 120 }
        } else {
            offset = 120
        }
    }

    private func expand() {
        let shouldAnimate = !reduceMotion
        guard shouldAnimate else {
            expanded.toggle()
            return
        }
        withAnimation(.easeInOut(duration: 0.3)) { expanded.toggle() }
    }

    private func reset() {
        if showAnimations {
            withAnimation(.spring) { offset = 0 }
        } else {
            offset = 0
        }
    }
}
