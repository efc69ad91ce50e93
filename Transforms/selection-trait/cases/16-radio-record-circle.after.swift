import SwiftUI

/// A radio button drawn with `record.circle` when chosen.
struct ShippingRow: View {
    let method: String
    let isChosen: Bool
    let choose: () -> Void

    var body: some View {
        Button(action: choose) {
            HStack {
                Image(systemName: isChosen ? "record.circle" : "circle")
                Text(method)
            }
        }
        .accessibilityAddTraits(isChosen ? .isSelected : [])
    }
}
