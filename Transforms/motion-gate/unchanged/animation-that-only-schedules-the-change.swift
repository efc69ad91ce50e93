import SwiftUI

/// Both animations only schedule their change for later (GCD, a Task): it runs outside the
/// animation's transaction, so nothing animates and a gate would change nothing (left alone:
/// deferred-change). The same change made inside the closure itself is gated (cases).
struct CopyBadge: View {
    @State private var copied = false

    var body: some View {
        Text("Copied")
            .scaleEffect(copied ? 1.4 : 1)
            .offset(y: copied ? -12 : 0)
            .onTapGesture {
                withAnimation(.spring()) {
                    DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
                        copied = false
                    }
                }
                withAnimation(.easeOut) {
                    Task {
                        try? await Task.sleep(nanoseconds: 1_000_000_000)
                        copied = false
                    }
                }
            }
    }
}
