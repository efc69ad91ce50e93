import SwiftUI

/// An action named for a thing's state (`reloadCacheState`) acts on the thing: the label is
/// "Reload cache", not the glyph's word nor the code's "state".
struct CacheStatusControl: View {
    @State private var isStale = false

    var body: some View {
        Button(action: reloadCacheState) {
            Image(systemName: "exclamationmark.circle")
        }
        .accessibilityLabel("Reload cache") // [VERIFY] confirm label matches intent
    }

    private func reloadCacheState() {
        isStale = false
    }
}
