import SwiftUI

/// The badge grows when selected and stays grown: a move, gated as usual.
struct SelectableBadge: View {
    @State private var scale: CGFloat = 1

    var body: some View {
        Circle()
            .frame(width: 24, height: 24)
            .scaleEffect(scale)
            .animation(.spring(response: 0.3), value: scale)
            .onTapGesture { scale = scale == 1 ? 1.5 : 1 }
    }
}
