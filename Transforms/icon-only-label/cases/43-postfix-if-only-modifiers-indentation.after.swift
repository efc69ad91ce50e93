import SwiftUI

struct GridButton: View {
    var showGrid: () -> Void

    var body: some View {
        Button(action: showGrid) {
            Image(systemName: "square.grid.2x2")
        }
        #if os(iOS)
        .hoverEffect(.lift)
        #endif
        .accessibilityLabel("Show grid") // [VERIFY] confirm label matches intent
    }
}
