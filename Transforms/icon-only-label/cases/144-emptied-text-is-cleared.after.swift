import SwiftUI

/// The filter field's trailing `xmark` empties the text and tells the owner so: it clears the filter,
/// it closes nothing. The sheet's own `xmark` still closes it.
struct RecipeFilterBar: View {
    @State private var filterWords = ""
    let onFilterChange: (String) -> Void
    let onClose: () -> Void

    var body: some View {
        HStack {
            TextField("Ingredients", text: $filterWords)
            if !filterWords.isEmpty {
                Button {
                    filterWords = ""
                    onFilterChange(filterWords)
                } label: {
                    Image(systemName: "xmark.circle.fill")
                }
                .accessibilityLabel("Clear") // [VERIFY] confirm label matches intent
            }
            Button(action: onClose) {
                Image(systemName: "xmark")
            }
        }
    }
}
