import SwiftUI

struct PagerHeader: View {
    var goBack: () -> Void
    var previousPage: () -> Void

    var body: some View {
        HStack {
            // A generic name for going back: the control is "Back".
            Image(systemName: "chevron.left")
                .onTapGesture { goBack() }
                .accessibilityAddTraits(.isButton)
                .accessibilityLabel("Back") // [VERIFY] confirm label matches intent
            // An action that says where it goes keeps its words.
            Image(systemName: "arrow.left.circle")
                .onTapGesture { previousPage() }
                .accessibilityAddTraits(.isButton)
                .accessibilityLabel("Previous page") // [VERIFY] confirm label matches intent
        }
    }
}
