import SwiftUI

/// Branches whose calls say nothing a person does (`update(…)`): no words for either case.
struct SyncButton: View {
    let store: SyncStore

    var body: some View {
        Button {
            if store.isOnline {
                store.update(.now)
            } else {
                store.update(.later)
            }
        } label: {
            Image(systemName: store.icon)
        }
    }
}

// Elsewhere in the project:
// enum SyncTime { case now, later }
// final class SyncStore { var isOnline = true; var icon = "arrow.triangle.2.circlepath"; func update(_ time: SyncTime) {} }
