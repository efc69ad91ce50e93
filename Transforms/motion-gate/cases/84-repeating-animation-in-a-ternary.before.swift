import SwiftUI

/// A repeating animation chosen by a ternary is still a loop: reported like other loops. The
/// ternary between two one-shot animations is gated.
struct SyncBadge: View {
    @State private var isSyncing = false
    @State private var spin = false
    @State private var isLarge = false

    var body: some View {
        VStack {
            Image(systemName: "arrow.triangle.2.circlepath")
                .rotationEffect(.degrees(spin ? 360 : 0))
                .animation(
                    isSyncing ? .linear(duration: 1).repeatForever(autoreverses: false) : .easeInOut, value: spin)
            Circle()
                .frame(width: isLarge ? 80 : 40)
                .animation(isSyncing ? .spring() : .easeInOut, value: isLarge)
        }
    }
}
