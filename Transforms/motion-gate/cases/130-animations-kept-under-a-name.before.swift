import SwiftUI

private let follow = Animation.interactiveSpring(response: 0.3)
private let hop = Animation.spring(response: 0.4, dampingFraction: 0.5)

enum Motion {
    static let settle = Animation.linear(duration: 0.01)
    static let pop = Animation.spring(response: 0.3)
}

/// Animations kept under a name are judged by the animation they stand for. The interactive
/// spring a drag sets the knob with follows the finger, and the 0.01 s settle is too short to
/// see: both left alone. The hop and the pop, springs that lift and grow a view, are gated.
struct Knob: View {
    @State private var position: CGFloat = 0
    @State private var raised = false
    @State private var grown = false

    var body: some View {
        VStack {
            Circle()
                .offset(x: position)
                .gesture(
                    DragGesture().onChanged { value in
                        withAnimation(follow) { position = value.translation.width }
                    }
                )
            Circle()
                .offset(y: raised ? -30 : 0)
                .animation(hop, value: raised)
            Circle()
                .scaleEffect(grown ? 2 : 1)
            Button("Reset") {
                withAnimation(Motion.settle) { position = 0 }
                withAnimation(Motion.pop) { grown.toggle() }
                raised.toggle()
            }
        }
    }
}
