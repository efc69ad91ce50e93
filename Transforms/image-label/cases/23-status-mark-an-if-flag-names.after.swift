import SwiftUI

struct Episode {
    var isSynced: Bool
    var isQueued: Bool
    var isNew: Bool
}

/// A status mark an `if` shows for one flag of its item says that flag's state: a checkmark under
/// `isSynced` is "Synced". A flag the mark does not state (`isNew` under a checkmark) or a negated
/// one is reported: the words are not in the code.
struct EpisodeBadges: View {
    let episode: Episode

    var body: some View {
        HStack {
            Group {
                if episode.isSynced {
                    Image(systemName: "checkmark.icloud")
                        .accessibilityLabel("Synced") // [VERIFY] confirm label matches intent
                } else if episode.isQueued {
                    Image(systemName: "clock")
                }
            }
            if episode.isNew {
                Image(systemName: "checkmark.circle")
            }
            if !episode.isSynced {
                Image(systemName: "arrow.up.circle")
            }
        }
        .foregroundStyle(.secondary)
    }
}

/// A checkbox's own flag under a checkmark is "Selected"; the hollow square of its `else`, "Not selected".
struct TickBox: View {
    let isChecked: Bool

    var body: some View {
        VStack {
            if isChecked {
                Image(systemName: "checkmark.square.fill")
                    .foregroundStyle(.tint)
                    .accessibilityLabel("Selected") // [VERIFY] confirm label matches intent
            } else {
                Image(systemName: "square")
                    .foregroundStyle(.secondary)
                    .accessibilityLabel("Not selected") // [VERIFY] confirm label matches intent
            }
        }
    }
}
