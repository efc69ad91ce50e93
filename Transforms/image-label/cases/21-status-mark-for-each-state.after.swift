import SwiftUI

/// A view that shows one mark per state of a value named as a state: each case names what its mark
/// shows ("Idle", "Queued"), whatever the symbol. A case that names no state (`.none`), or a `switch`
/// over a value that is not a state (`kind`), keeps the report.
struct SyncStateIndicator: View {
    enum SyncState { case idle, queued, uploading, none }
    enum Kind { case photo, video }

    let syncState: SyncState
    let kind: Kind

    var body: some View {
        HStack {
            switch syncState {
            case .idle:
                Image(systemName: "circle.dashed").opacity(0.5)
                    .accessibilityLabel("Idle") // [VERIFY] confirm label matches intent
            case .queued:
                Image(systemName: "arrow.up.circle")
                    .accessibilityLabel("Queued") // [VERIFY] confirm label matches intent
            case .uploading:
                ProgressView()
            case .none:
                Image(systemName: "circle")
            }
            switch kind {
            case .photo:
                Image(systemName: "square")
            case .video:
                Image(systemName: "arrow.right.circle")
            }
        }
    }
}
