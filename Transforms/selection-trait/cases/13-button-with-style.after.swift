import SwiftUI

/// A styled button: the trait follows the existing modifiers.
struct ColorRow: View {
    let name: String
    let isChosen: Bool
    let choose: () -> Void

    var body: some View {
        Button(action: choose) {
            HStack {
                Text(name)
                if isChosen { Image(systemName: "checkmark") }
            }
        }
        .buttonStyle(.plain)
        .padding(.horizontal)
        .accessibilityAddTraits(isChosen ? .isSelected : [])
    }
}
