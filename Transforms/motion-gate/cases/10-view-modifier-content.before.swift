import SwiftUI

struct SlideInModifier: ViewModifier {
    let isVisible: Bool

    func body(content: Content) -> some View {
        content
            .offset(y: isVisible ? 0 : 40)
            .opacity(isVisible ? 1 : 0)
            .transition(.move(edge: .bottom))
            .animation(.spring(duration: 0.4), value: isVisible)
    }
}

extension View {
    func slideIn(_ isVisible: Bool) -> some View {
        modifier(SlideInModifier(isVisible: isVisible))
    }
}
