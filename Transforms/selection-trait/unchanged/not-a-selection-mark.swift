import SwiftUI

/// Left alone: a control that already says its state, a mark that is not a selection (a
/// warning shown on error), and a checkmark drawn in both branches.
struct AccountRow: View {
    let name: String
    let isDefault: Bool
    let hasError: Bool
    let open: () -> Void

    var body: some View {
        VStack {
            Button(action: open) {
                HStack {
                    Text(name)
                    if isDefault { Image(systemName: "checkmark") }
                }
            }
            .accessibilityAddTraits(isDefault ? .isSelected : [])
            Button(action: open) {
                HStack {
                    Text(name)
                    if hasError { Image(systemName: "exclamationmark.triangle") }
                }
            }
            Button(action: open) {
                if isDefault {
                    Image(systemName: "checkmark")
                } else {
                    Image(systemName: "checkmark.circle")
                }
            }
        }
    }
}
