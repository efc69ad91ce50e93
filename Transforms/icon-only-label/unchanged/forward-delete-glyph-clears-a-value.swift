import SwiftUI

/// The forward-delete key glyph on a button that clears a value (a snooze): "Delete forward" is the
/// key's name, not what the button does, so it is reported.
struct SnoozeRow: View {
    let store: AlarmStore

    var body: some View {
        Button(action: {
            store.playHaptic()
            store.dispatch(.setSnoozeUntil(nil))
        }, label: {
            Image(systemName: "delete.forward")
        })
    }
}

// Elsewhere in the project:
// enum AlarmAction { case setSnoozeUntil(Date?) }
// final class AlarmStore { func dispatch(_ action: AlarmAction) {}; func playHaptic() {} }
