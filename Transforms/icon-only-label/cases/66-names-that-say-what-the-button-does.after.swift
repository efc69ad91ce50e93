import SwiftUI

/// Where the label comes from when the action's own name is no verb phrase: the property the
/// button is drawn in (`clearFilterButton`), a closure that only empties a field and moves focus
/// ("Clear"), and `dismiss()` under a checkmark, which confirms ("Done", not "Dismiss").
struct FilterBar: View {
    @Binding var filter: String
    @FocusState private var isFilterFocused: Bool
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        HStack {
            TextField("Filter", text: $filter)
                .focused($isFilterFocused)
            clearFilterButton
            Button {
                filter = ""
                isFilterFocused = false
            } label: {
                Image(systemName: "xmark.circle.fill")
            }
            .accessibilityLabel("Clear") // [VERIFY] confirm label matches intent
            Button { dismiss() } label: {
                Image(systemName: "checkmark")
            }
            .accessibilityLabel("Done") // [VERIFY] confirm label matches intent
        }
    }

    private var clearFilterButton: some View {
        Button(action: handler) {
            Image(systemName: "line.3.horizontal.decrease.circle")
        }
        .accessibilityLabel("Clear filter") // [VERIFY] confirm label matches intent
    }

    let handler: () -> Void
}
