import SwiftUI

// Each case of the switch draws its own mark beside its own name: the words say the state the mark
// shows, so the mark is hidden. A mark beside words that are not its case's name keeps its meaning.
enum SyncState {
    case upToDate, paused, waitingForNetwork
}

struct SyncStatusRow: View {
    let state: SyncState

    var body: some View {
        switch state {
        case .upToDate:
            HStack(spacing: 4) {
                Image(systemName: "checkmark.circle.fill")
                    .foregroundStyle(.green)
                    .accessibilityHidden(true)
                Text("Up to date")
            }
        case .waitingForNetwork:
            HStack(spacing: 4) {
                Image(systemName: "exclamationmark.triangle")
                    .accessibilityHidden(true)
                Text("Waiting for Network")
            }
        case .paused:
            HStack(spacing: 4) {
                Image(systemName: "checkmark.circle")
                Text("Library")
            }
        }
    }
}
