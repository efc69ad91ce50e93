import SwiftUI

/// The look-alike of a hidden hold: a long minimum duration that does real work (deletes the
/// drafts) is an action VoiceOver users need, so it gets one.
struct DraftsHeader: View {
    var body: some View {
        Text("Drafts")
            .onLongPressGesture(minimumDuration: 3) {
                deleteDrafts()
            }
            .accessibilityAction(named: "Delete drafts") { deleteDrafts() } // [VERIFY] confirm label matches intent
    }

    func deleteDrafts() {}
}
