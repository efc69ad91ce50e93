import SwiftUI

struct EmptyStateView: View {
    enum Style {
        case compact, regular
    }

    var body: some View {
        ContentUnavailableView("No Results", systemImage: "magnifyingglass")
            .transition(.scale(scale: 0.9))
    }
}
