import SwiftUI

/// Animating state that only fades views (an `.opacity` argument, or an `if` whose views fade
/// in and out) is what Reduce Motion keeps: not gated. State that also moves a view is.
struct SaveToast: View {
    @State private var isShown = false
    @State private var isLoading = true
    @State private var isOpen = false

    var body: some View {
        ZStack {
            Text("Saved")
                .opacity(isShown ? 1 : 0)
            if isLoading {
                ProgressView()
                    .transition(.opacity)
            }
            Text("Details")
                .offset(y: isOpen ? 0 : 40)
                .opacity(isOpen ? 1 : 0)
        }
        .onAppear {
            withAnimation(.easeInOut) {
                isShown = true
            }
            withAnimation {
                isLoading = false
            }
            withAnimation(.spring()) {
                isOpen = true
            }
        }
    }
}
