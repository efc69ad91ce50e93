import SwiftUI

/// A row that follows the finger while swiped, smoothed with `.interactiveSpring()`: direct
/// manipulation, which Reduce Motion keeps.
struct SwipeToReply: View {
    @State private var offset = 0.0

    var body: some View {
        Text("Message")
            .offset(x: offset)
            .animation(.interactiveSpring().speed(0.5), value: offset)
            .gesture(
                DragGesture()
                    .onChanged { offset = max(0, $0.translation.width) }
                    .onEnded { _ in
                        withAnimation(.interactiveSpring(response: 0.3)) { offset = 0 }
                    }
            )
    }
}

/// The same with a pan recognizer of the project's: the handler sets the offset from the
/// gesture's translation.
struct PanToDismiss: View {
    @State private var dragOffset = 0.0

    var body: some View {
        Color.gray
            .offset(y: dragOffset)
            .animation(.interactiveSpring(), value: dragOffset)
            .gesture(PanGesture { pan in
                dragOffset = pan.translation.height
            })
    }
}

struct PanGesture: Gesture {
    var onPan: (DragGesture.Value) -> Void

    var body: some Gesture {
        DragGesture().onChanged(onPan)
    }
}
