import SwiftUI

/// A method of the view whose name reads as nothing is named by the one call it makes; the words
/// the project gives the glyph on another control, for another action, are not this one's.
struct HostActions: View {
    let host: String

    var body: some View {
        HStack {
            Button {
                sessionTapped()
            } label: {
                Image(systemName: "cable.connector")
            }
            .accessibilityLabel("Open terminal") // [VERIFY] confirm label matches intent
        }
    }

    func sessionTapped() {
        SessionStore.shared.openTerminal(for: host)
    }
}

struct TransferToolbar: View {
    let reconnect: () -> Void

    var body: some View {
        Button(action: reconnect) {
            Label("Reconnect", systemImage: "cable.connector")
        }
    }
}

// Elsewhere in the project:
// final class SessionStore { static let shared = SessionStore(); func openTerminal(for host: String) {} }
