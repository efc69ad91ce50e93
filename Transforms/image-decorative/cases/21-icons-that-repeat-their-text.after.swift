import SwiftUI

/// Each icon says what the text beside it says already: a checkmark beside "Copied!", a warning
/// mark beside "Safety reminder", a red dot beside "LIVE", the bullets of a list and the arrow
/// that indents a reply. Hidden, VoiceOver reads each line once.
struct ShareSheetFooter: View {
    let didCopy: Bool

    var body: some View {
        VStack(alignment: .leading) {
            if didCopy {
                HStack {
                    Image(systemName: "checkmark.circle.fill")
                        .accessibilityHidden(true)
                    Text("Copied!")
                }
            }
            HStack {
                Image(systemName: "exclamationmark.triangle.fill")
                    .accessibilityHidden(true)
                Text("Safety reminder")
            }
            HStack(spacing: 4) {
                Image(systemName: "circle.fill")
                    .foregroundStyle(.red)
                    .accessibilityHidden(true)
                Text("LIVE")
            }
        }
    }
}

struct RulesList: View {
    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                Image(systemName: "circle.fill")
                    .font(.system(size: 5))
                    .accessibilityHidden(true)
                Text("Be kind to each other")
            }
        }
    }
}

struct ReplyRow: View {
    let author: String

    var body: some View {
        HStack {
            Image(systemName: "arrow.turn.down.right")
                .accessibilityHidden(true)
            Text(author)
        }
    }
}

/// `.accessibilityHidden(false)` on the row hides nothing and names nothing: its icon is hidden
/// beside its text as in any hand-made label.
struct InviteRow: View {
    var body: some View {
        HStack {
            Image(systemName: "gift")
                .accessibilityHidden(true)
            Text("Invite a friend")
        }
        .accessibilityHidden(false)
    }
}
