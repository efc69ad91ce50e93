import SwiftUI

extension View {
    /// The project's modifier that calls `action` once the animation of `value` has ended.
    func onAnimationCompleted<Value: Equatable>(for value: Value, action: @escaping () -> Void) -> some View {
        self
    }
}

/// The spin's end runs the refresh: gated to nil, the angle jumps and the refresh may never run,
/// so it is reported. The badge's slide beside it has no such action, and is gated.
struct RefreshButton: View {
    @State private var angle = 0.0
    @State private var badgeOffset = 0.0
    let refresh: () -> Void

    var body: some View {
        HStack {
            Button {
                withAnimation(.linear(duration: 0.4)) {
                    angle = 360
                }
            } label: {
                Image(systemName: "arrow.clockwise")
                    .rotationEffect(.degrees(angle))
            }
            .onAnimationCompleted(for: angle) {
                angle = 0
                refresh()
            }
            Text("New")
                .offset(x: badgeOffset)
                .onTapGesture {
                    withAnimation(.spring()) {
                        badgeOffset = badgeOffset == 0 ? 120 : 0
                    }
                }
        }
    }
}
