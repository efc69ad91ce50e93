import SwiftUI

/// `.accessibilityHidden(false)` is the default: it neither hides the image nor names it, so the
/// warning sign still gets its label, on its own or inside a stack marked `hidden: false`, and
/// inside a container whose children stay elements of their own.
struct SyncProblem: View {
    var body: some View {
        VStack {
            Image(systemName: "exclamationmark.triangle")
                .accessibilityHidden(false)
                .accessibilityLabel("Warning") // [VERIFY] confirm label matches intent
            VStack {
                Image(systemName: "exclamationmark.triangle")
                    .accessibilityLabel("Warning") // [VERIFY] confirm label matches intent
            }
            .accessibilityHidden(false)
            VStack {
                Image(systemName: "exclamationmark.triangle")
                    .accessibilityLabel("Warning") // [VERIFY] confirm label matches intent
            }
            .accessibilityElement(children: .contain)
        }
    }
}
