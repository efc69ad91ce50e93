import SwiftUI

/// `Button(action: isAdded ? onRemove : onAdd)`: the label follows the same condition, each
/// state named by the action it runs then.
struct IngredientRow: View {
    let name: String
    let isAdded: Bool
    let onAdd: () -> Void
    let onRemove: () -> Void

    var body: some View {
        HStack {
            Text(name)
            Button(action: isAdded ? onRemove : onAdd) {
                Image(systemName: isAdded ? "checkmark.circle.fill" : "plus.circle.fill")
            }
        }
    }
}
