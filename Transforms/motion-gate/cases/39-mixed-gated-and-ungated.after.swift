import SwiftUI

struct CheckoutButton: View {
    @Environment(\.accessibilityReduceMotion)
    var reduceMotion
    @State private var isProcessing = false
    @State private var didSucceed = false

    var body: some View {
        Button(isProcessing ? "Processing…" : "Pay") {
            if !reduceMotion {
                withAnimation(.spring) { isProcessing = true }
            } else {
                isProcessing = true
            }
        }
        .overlay {
            if didSucceed {
                Image(systemName: "checkmark.circle.fill")
                    .transition(reduceMotion ? .opacity : .scale)
            }
        }
        .animation(.easeInOut, value: didSucceed)
    }
}
