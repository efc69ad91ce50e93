import SwiftUI

/// `.animation(_:value:)` animates only the modifiers above it. The row's offset, above its
/// `.animation`, moves and is gated; the icon only fades above its `.animation` (its offset below
/// follows the finger), so that one is not.
struct SwipeToArchive: ViewModifier {
    @State private var dragOffset = 0.0

    func body(content: Content) -> some View {
        content
            .offset(x: dragOffset)
            .animation(.spring(), value: dragOffset)
            .overlay(alignment: .leading) {
                Image(systemName: "archivebox")
                    .opacity(dragOffset / 60)
                    .animation(.spring(), value: dragOffset)
                    .offset(x: min(dragOffset, 60) - 60)
            }
            .gesture(
                DragGesture()
                    .onChanged { dragOffset = max(0, $0.translation.width) }
                    .onEnded { _ in dragOffset = 0 }
            )
    }
}
