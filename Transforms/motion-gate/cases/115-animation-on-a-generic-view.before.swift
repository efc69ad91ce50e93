import SwiftUI

/// `.animation(x)` on a name declared with a view type — a stored `T` with `T: View`, a parameter of
/// `some View` — animates a view: it is gated like one, and the popup's sliding transition, which
/// that animation plays, cross-fades under Reduce Motion.
struct Toast<T: View>: ViewModifier {
    let toast: T
    let isShown: Bool

    func body(content: Content) -> some View {
        content.overlay(alignment: .top) {
            if isShown {
                toast
                    .animation(.spring())
                    .transition(.move(edge: .top))
            }
        }
    }
}

struct Banner: View {
    let isOpen: Bool

    var body: some View {
        framed(Text("Saved"))
    }

    private func framed(_ label: some View) -> some View {
        label
            .animation(.easeInOut)
            .offset(y: isOpen ? 0 : -40)
    }
}
