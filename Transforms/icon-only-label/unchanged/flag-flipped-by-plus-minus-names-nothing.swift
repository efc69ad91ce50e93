import SwiftUI

/// A plus/minus pair on a flag named for no part and no expanding: a fixed "Add" or "Remove" would
/// be wrong, and the code says nothing better.
struct LegendToggle: View {
    @State private var compact = false

    var body: some View {
        Button {
            compact.toggle()
        } label: {
            Image(systemName: compact ? "plus.circle" : "minus.circle")
        }
    }
}
