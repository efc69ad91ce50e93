import SwiftUI

/// A condition with `??` inside is parenthesised, so the ternary reads one way only.
struct AccountPickerRow: View {
    let id: String
    let selectedID: String?
    let defaultID: String
    let pick: () -> Void

    var body: some View {
        Button(action: pick) {
            HStack {
                Text(id)
                if selectedID ?? defaultID == id {
                    Image(systemName: "checkmark")
                }
            }
        }
    }
}
