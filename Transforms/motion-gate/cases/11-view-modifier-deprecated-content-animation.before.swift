import SwiftUI

struct PulseOnChange: ViewModifier {
    var highlighted: Bool

    func body(content: Content) -> some View {
        content
            .background(highlighted ? Color.yellow.opacity(0.3) : Color.clear)
            .animation(.easeOut(duration: 0.3))
    }
}

struct ToastModifier: ViewModifier {
    @Binding var isShowing: Bool

    func body(content: Content) -> some View {
        ZStack(alignment: .bottom) {
            content
            if isShowing {
                Text("Copied")
                    .padding()
                    .background(.thinMaterial, in: Capsule())
                    .transition(.move(edge: .bottom).combined(with: .opacity))
            }
        }
        .animation(.spring, value: isShowing)
    }
}
