import SwiftUI

struct RefreshButton: View {
    let refresh: () -> Void

    var body: some View {
        Button(action: refresh) {
            Image(systemName: "arrow.clockwise")
        }
        .accessibilityLabel("Refresh")
        .accessibilitySortPriority(-1)
    }
}
