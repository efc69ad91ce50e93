import SwiftUI

/// Steps that walk a tour forward end somewhere else than where they started: skipping them
/// under Reduce Motion would leave the tour on its first page, so each step is gated and jumps
/// to its page.
struct Tour: View {
    @State private var page = 0

    var body: some View {
        Text("Welcome")
            .offset(x: CGFloat(page) * -320)
            .task { await play() }
    }

    func play() async {
        withAnimation(.easeInOut) {
            page = 1
        }
        try? await Task.sleep(for: .seconds(2))
        withAnimation(.easeInOut) {
            page = 2
        }
    }
}
