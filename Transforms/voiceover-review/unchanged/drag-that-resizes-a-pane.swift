import SwiftUI

struct SplitEditor: View {
    @State private var sidebarWidth: CGFloat = 220
    @State private var consoleHeight: CGFloat = 120
    @GestureState private var pull: CGFloat = 0
    @State private var volume: Double = 0.5

    var body: some View {
        VStack(spacing: 0) {
            HStack(spacing: 0) {
                Color.gray.frame(width: sidebarWidth + pull)
                // A vertical splitter: it only sets the sidebar's width.
                Rectangle()
                    .fill(.separator)
                    .frame(width: 4)
                    .gesture(
                        DragGesture()
                            .updating($pull) { value, state, _ in
                                state = value.translation.width
                            }
                            .onEnded { value in
                                sidebarWidth = min(400, max(120, sidebarWidth + value.translation.width))
                            }
                    )
                Color.white
            }
            // A horizontal splitter above the console.
            Capsule()
                .frame(width: 40, height: 5)
                .gesture(
                    DragGesture().onChanged { value in
                        consoleHeight = max(60, consoleHeight - value.translation.height)
                    }
                )
            Color.black.frame(height: consoleHeight)
            // A level that moves a value: still reported.
            Capsule()
                .frame(height: 8)
                .gesture(
                    DragGesture().onChanged { value in
                        volume = min(1, max(0, value.location.x / 200))
                    }
                )
        }
    }
}
