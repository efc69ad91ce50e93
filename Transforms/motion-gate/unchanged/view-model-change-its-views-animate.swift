import SwiftUI

/// A model's change that its view animates by value: the view's own `.animation(_, value:)` times
/// the slide, so a gate on the model's `withAnimation` would change nothing. The gate belongs on the
/// view's animation, where the change is drawn (gated there already).
/// An animation whose body is the caller's closure is left alone: what it changes is decided elsewhere.
@Observable
final class BannerCenter {
    var isPresented = false

    func dismiss() {
        withAnimation(.easeInOut(duration: 0.3)) {
            isPresented = false
        }
    }

    func perform(_ operation: () -> Void) {
        withAnimation(.easeInOut(duration: 0.3), operation)
    }
}

struct BannerHost: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    var center: BannerCenter

    var body: some View {
        Text("Saved")
            .offset(y: center.isPresented ? 0 : -80)
            .animation(reduceMotion ? nil : .spring, value: center.isPresented)
    }
}
