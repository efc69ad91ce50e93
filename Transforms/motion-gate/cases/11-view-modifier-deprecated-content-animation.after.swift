import SwiftUI

struct PulseOnChange: ViewModifier {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    var highlighted: Bool

    func body(content: Content) -> some View {
        content
            .background(highlighted ? Color.yellow.opacity(0.3) : Color.clear)
            .animation(reduceMotion ? nil : .easeOut(duration: 0.3))
    }
}

struct ToastModifier: ViewModifier {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Binding var isShowing: Bool

    func body(content: Content) -> some View {
        ZStack(alignment: .bottom) {
            content
            if isShowing {
                Text("Copied")
                    .padding()
                    .background(.thinMaterial, in: Capsule())
                    .transition(reduceMotion ? .opacity : .move(edge: .bottom).combined(with: .opacity))
            }
        }
        .animation(.spring, value: isShowing)
    }
}
