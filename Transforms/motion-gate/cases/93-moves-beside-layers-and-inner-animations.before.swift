import SwiftUI

/// The same shapes that move: a line inserted in a stack (through an `if let`) pushes what
/// follows; an outer animation that also scales the view itself; a list of values one of which
/// offsets the view.
struct DownloadBadge: View {
    @State private var eta: String?
    @State private var isHovering = false
    @State private var isFocused = false
    var isDone: Bool

    var body: some View {
        VStack {
            VStack {
                if let eta {
                    Text(eta)
                        .font(.caption)
                }
                Text("Downloading")
            }
            .animation(.default, value: eta == nil)
            Image(systemName: "checkmark")
                .opacity(isDone ? 1 : 0)
                .animation(.spring(response: 0.5, dampingFraction: 0.4), value: isDone)
                .scaleEffect(isDone ? 1 : 0.5)
                .animation(.easeInOut, value: isDone)
            Text("Retry")
                .offset(y: isFocused ? -6 : 0)
                .onHover { isHovering = $0 }
                .animation(.easeOut(duration: 0.3), value: [isHovering, isFocused])
        }
    }
}
