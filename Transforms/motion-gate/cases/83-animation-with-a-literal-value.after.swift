import SwiftUI

/// `.animation(_, value: true)` never fires: its value never changes. Left alone. The same
/// animation on the state that slides the panel is gated, and so is one keyed to `UUID()`, which is
/// new on every draw.
struct Panel: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var isShown = false

    var body: some View {
        VStack {
            Text("Header")
                .offset(y: isShown ? 0 : -40)
                .animation(.spring(), value: true)
            Text("Body")
                .offset(y: isShown ? 0 : -40)
                .animation(.spring(), value: 0)
            Text("Stamp")
                .offset(y: isShown ? 0 : -40)
                .animation(reduceMotion ? nil : .spring(), value: UUID())
            Text("Footer")
                .offset(y: isShown ? 0 : -40)
                .animation(reduceMotion ? nil : .spring(), value: isShown)
        }
    }
}
