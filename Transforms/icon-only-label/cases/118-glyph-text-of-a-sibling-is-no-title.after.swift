import SwiftUI

/// A sync row shows a "!" or "S" letter button while it fails, and a checkmark while it runs: both
/// call `retrySync()`. One character is a state's mark, not the words of the action, so the
/// checkmark is named by its own glyph and action, never "S".
struct SyncRow: View {
    let job: SyncJob

    var body: some View {
        HStack {
            if job.failed {
                Button {
                    job.retrySync()
                } label: {
                    Text("S")
                }
            } else {
                Button {
                    job.retrySync()
                } label: {
                    Image(systemName: "checkmark.circle")
                }
                .accessibilityLabel("Retry sync") // [VERIFY] confirm label matches intent
            }
        }
    }
}

// Elsewhere in the project:
// final class SyncJob { var failed = false; func retrySync() {} }
