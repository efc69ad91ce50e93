import SwiftUI

/// A view's own state that moves nothing here but is handed to a project view: the motion is in
/// that view (here the lid's moving transition, gated there), so the withAnimation is left alone
/// rather than gated a second time, which would make the lid pop in instead of fading.
struct OrderComplete: View {
    @State private var boxClosed = false

    var body: some View {
        VStack {
            GiftBox(isOpen: !boxClosed)
            Text("Order complete")
        }
        .onAppear {
            withAnimation(.spring(response: 0.35, dampingFraction: 1)) {
                boxClosed = true
            }
        }
    }
}

struct GiftBox: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    var isOpen: Bool

    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 8).fill(.brown)
            if !isOpen {
                Rectangle()
                    .fill(.orange)
                    .frame(height: 20)
                    .transition(reduceMotion ? .opacity : .move(edge: .top).combined(with: .opacity))
            }
        }
        .frame(width: 120, height: 120)
    }
}
