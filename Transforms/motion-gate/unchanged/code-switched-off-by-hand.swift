import SwiftUI

/// Code switched off by hand (`if false`, `if 1 == 0 && …`) never runs: nothing in it is gated.
struct TabStrip: View {
    @State private var dragOffset = 0.0
    @State private var isDraggingOut = false

    var body: some View {
        Text("Tab")
            .offset(x: dragOffset)
            .onChange(of: isDraggingOut) { _, dragging in
                // Dragging a tab out of the window is disabled for now.
                if 1 == 0 && dragging {
                    withAnimation(.easeInOut(duration: 0.25)) {
                        dragOffset = 0
                    }
                }
                if false {
                    withAnimation(.spring) { dragOffset = 40 }
                }
            }
    }
}
