import SwiftUI

/// The filter field's trailing `xmark` empties the text and tells the owner so: it clears the filter,
/// it closes nothing. The sheet's own `xmark` still closes it, and a call handed the text before it
/// is emptied is the action: it adds the ingredient.
struct RecipeFilterBar: View {
    @State private var filterWords = ""
    let onFilterChange: (String) -> Void
    let onClose: () -> Void
    let pantry: Pantry

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
            Button {
                pantry.addIngredient(filterWords)
                filterWords = ""
            } label: {
                Image(systemName: "checkmark.circle")
            }
            .accessibilityLabel("Add ingredient") // [VERIFY] confirm label matches intent
            Button(action: onClose) {
                Image(systemName: "xmark")
            }
        }
    }
}

// Elsewhere in the project:
// final class Pantry { func addIngredient(_ name: String) {} }
