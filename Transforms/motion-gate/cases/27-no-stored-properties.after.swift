import SwiftUI

struct EmptyStateView: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    enum Style {
        case compact, regular
    }

    var body: some View {
        ContentUnavailableView("No Results", systemImage: "magnifyingglass")
            .transition(reduceMotion ? .opacity : .scale(scale: 0.9))
    }
}
