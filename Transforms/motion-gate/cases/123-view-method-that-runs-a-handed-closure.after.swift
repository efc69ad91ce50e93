import SwiftUI

/// A view's own helper that runs the change it is handed inside its spring is that view's
/// animation: its callers in the view expand and collapse the panel, so the helper is gated.
struct FilterPanel: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var isExpanded = false

    var body: some View {
        VStack {
            Button("Filters") {
                animatePanel { isExpanded.toggle() }
            }
            if isExpanded {
                Text("Only unread")
                Text("Newest first")
            }
        }
        .frame(height: isExpanded ? 240 : 60)
    }

    private func animatePanel(_ updates: () -> Void) {
        withAnimation(reduceMotion ? nil : .spring(response: 0.35)) {
            updates()
        }
    }
}
