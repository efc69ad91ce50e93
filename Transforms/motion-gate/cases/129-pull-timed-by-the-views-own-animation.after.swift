import SwiftUI

extension View {
    @ViewBuilder
    func applying<Content: View>(_ condition: Bool, _ transform: (Self) -> Content) -> some View {
        if condition {
            transform(self)
        } else {
            self
        }
    }
}

/// A pull stretches the card. The card's own `.animation(.easeOut, value: stretch)` modifies every
/// view that reads `stretch` (a local the stack scales by, a member it shows), and SwiftUI lets
/// that implicit animation decide for the views it modifies: the pair is judged as one. The
/// implicit animation is gated; the `withAnimation` beside it would change nothing under Reduce
/// Motion, and is left alone (animated-by-views). The drawer's animation, applied through a
/// closure's `view` parameter to a local, sees the height that local sets: gated.
struct StretchCard: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var stretch: CGFloat = 0
    @State private var isOpen = false

    var body: some View {
        let scale: CGFloat = stretch == 0 ? 1 : 1 + stretch * 0.01
        VStack {
            let drawer = Rectangle()
                .frame(height: isOpen ? 300 : 60)
            drawer
                .applying(true) { view in
                    view.animation(reduceMotion ? nil : .spring(response: 0.4), value: isOpen)
                }
            header
            Button("Open") { isOpen.toggle() }
        }
        .scaleEffect(scale)
        .animation(reduceMotion ? nil : .easeOut, value: stretch)
    }

    var header: some View {
        Text("Pull to refresh")
            .padding(.top, stretch)
    }

    func pulled(by distance: CGFloat) {
        withAnimation(.spring()) {
            stretch = distance
        }
    }
}
