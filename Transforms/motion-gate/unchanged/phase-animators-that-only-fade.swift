import SwiftUI

/// Phase animators whose phase only sets an opacity or a colour, or picks which of two views
/// shows in place: a label cross-fading to a checkmark, a colour overlay flashing once. Nothing
/// travels, so Reduce Motion keeps them.
struct ClearAllButton: View {
    @State private var trigger = false
    let clear: () -> Void

    var body: some View {
        PhaseAnimator([0, 1], trigger: trigger) { value in
            Button {
                clear()
                trigger.toggle()
            } label: {
                label(value: value)
            }
            .opacity(value == 0 ? 1 : 0.8)
        }
    }

    @ViewBuilder
    func label(value: Int) -> some View {
        Text("Clear all")
            .opacity(value == 0 ? 1 : 0)
            .overlay {
                if value != 0 {
                    Image(systemName: "checkmark")
                }
            }
    }
}

struct FlashOnAppear: ViewModifier {
    @State private var trigger = false

    func body(content: Content) -> some View {
        content
            .phaseAnimator([false, true, false], trigger: trigger) { view, phase in
                view.overlay {
                    Color.accentColor
                        .opacity(phase ? 0.6 : 0)
                }
            }
            .onAppear { trigger = true }
    }
}

/// The phase handed to a method that moves the view with it (an offset): a hop, still reported.
struct SentBadge: View {
    @State private var trigger = false

    var body: some View {
        PhaseAnimator([0, 1], trigger: trigger) { value in
            hop(value: value)
        }
        .onTapGesture { trigger.toggle() }
    }

    func hop(value: Int) -> some View {
        Image(systemName: "paperplane")
            .offset(y: value == 0 ? 0 : -40)
    }
}
