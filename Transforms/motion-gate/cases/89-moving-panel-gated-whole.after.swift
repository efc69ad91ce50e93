import SwiftUI

/// One view animated by several values: the offset's animation moves it, so the animation of a
/// value that goes where the tool cannot follow is gated too; the panel is never half-gated.
struct CartPanel: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var isShown = false
    @State private var total = 0

    var body: some View {
        VStack {
            CartSummary(total: total)
            Button("Add") { total = total + 1 }
        }
        .offset(y: isShown ? 0 : 400)
        .animation(reduceMotion ? nil : .spring(), value: isShown)
        .animation(reduceMotion ? nil : .easeInOut, value: total)
    }
}

// Elsewhere in the project:
// struct CartSummary: View {
//     let total: Int
//     var body: some View { Text("\(total) items") }
// }
