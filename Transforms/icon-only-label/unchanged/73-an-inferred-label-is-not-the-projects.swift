import SwiftUI

/// A label a run inferred (marked `[VERIFY]`) is not the project's word for the symbol: the other
/// `trash` button, whose action says nothing, stays reported rather than copy it, so a second run
/// changes nothing the first left.
struct BasketFooter: View {
    @State private var pendingAction: BasketAction?
    @Binding var items: [String]

    var body: some View {
        HStack {
            Button {
                items.removeAll()
            } label: {
                Image(systemName: "trash")
            }
            .accessibilityLabel("Remove all")  // [VERIFY] confirm label matches intent
            Button {
                pendingAction = .purge
            } label: {
                Image(systemName: "trash")
            }
        }
    }
}

// Elsewhere in the project:
// enum BasketAction { case purge }
