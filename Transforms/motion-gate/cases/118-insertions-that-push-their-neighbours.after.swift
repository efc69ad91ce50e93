import SwiftUI

/// An `if` in a stack pushes its neighbours as it comes and goes, so their slide is gated, also
/// when the `if` is the whole of a `@ViewBuilder` function placed in the stack. A paged `TabView`
/// that an `if` inserts plays its transition.
struct UploadForm: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var failed = false
    @State private var showsTips = false

    var body: some View {
        VStack {
            statusLine()
            if showsTips {
                TabView {
                    Text("Tip 1")
                    Text("Tip 2")
                }
                .tabViewStyle(.page)
                .transition(reduceMotion ? .opacity : .slide)
            }
            Button("Upload") {
                withAnimation(reduceMotion ? nil : .easeOut(duration: 0.3)) { failed = true }
            }
            Button("Tips") {
                withAnimation { showsTips.toggle() }
            }
        }
    }

    @ViewBuilder func statusLine() -> some View {
        if failed {
            Label("Upload failed", systemImage: "exclamationmark.triangle")
        }
    }
}
