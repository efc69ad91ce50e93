import SwiftUI

/// A bounce scripted as two animated steps with a pause between: gating each step would still
/// jump the box down and back. The steps end the function, so one check before them skips the
/// whole bounce under Reduce Motion.
struct DeliveryBox: View {
    @State private var isBouncing = false

    var body: some View {
        Image(systemName: "shippingbox")
            .offset(y: isBouncing ? 12 : 0)
            .task { await bounce() }
    }

    func bounce() async {
        withAnimation(.spring()) {
            isBouncing = true
        }
        try? await Task.sleep(for: .milliseconds(150))
        withAnimation(.spring()) {
            isBouncing = false
        }
    }
}
