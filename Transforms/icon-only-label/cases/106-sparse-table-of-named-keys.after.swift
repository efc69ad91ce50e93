import SwiftUI

// The other languages' tables hold keys that are names (`player.dismiss`), not English text: they
// say nothing of the English, so the project still keys its strings by name and a new label
// gets a key in that style, with its English default.
struct CompactPlayer: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        HStack {
            Text(NSLocalizedString("player.title", comment: "Player heading"))
            Button {
                dismiss()
            } label: {
                Image(systemName: "xmark.circle.fill")
            }
            .accessibilityLabel(NSLocalizedString("player.dismiss", value: "Dismiss", comment: "Accessibility label added by a11yfix; [VERIFY] it says what the button does")) // [VERIFY] confirm label matches intent
        }
    }
}
