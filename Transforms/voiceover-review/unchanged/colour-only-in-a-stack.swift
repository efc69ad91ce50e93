import SwiftUI

/// Reported: the dot's colour is the only signal of the state. The icon beside it does not
/// change with the flag, and the dot's size is the same either way.
struct SyncBadge: View {
    let isSynced: Bool

    var body: some View {
        HStack {
            Image(systemName: "icloud")
            Circle()
                .fill(isSynced ? .green : .orange)
                .frame(width: 8, height: 8)
        }
    }
}
