import SwiftUI

struct DuplicateDismissButton: View {
    var close: () -> Void

    var body: some View {
        // The sheet already exposes a labelled "Close" action; this corner button is a visual duplicate.
        Button(action: close) {
            Image(systemName: "xmark.circle.fill")
        }
        .accessibilityHidden(true)
    }
}
