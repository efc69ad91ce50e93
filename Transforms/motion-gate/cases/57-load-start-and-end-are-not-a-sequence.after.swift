import SwiftUI

/// A panel that slides in while a request loads and out when it ends: the two changes are
/// separated by the work itself, not a pause, so each is gated like any other.
struct SyncBanner: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var isSyncing = false
    var sync: () async -> Void

    var body: some View {
        Text("Syncing…")
            .offset(y: isSyncing ? 0 : -80)
            .task { await run() }
    }

    func run() async {
        withAnimation(reduceMotion ? nil : .easeOut) {
            isSyncing = true
        }
        await sync()
        withAnimation(reduceMotion ? nil : .easeIn) {
            isSyncing = false
        }
    }
}
