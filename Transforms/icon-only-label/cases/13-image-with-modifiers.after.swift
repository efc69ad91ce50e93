import SwiftUI

struct CartItemRow: View {
    let title: String
    var removeItem: () -> Void

    var body: some View {
        HStack {
            Text(title)
            Spacer()
            Button(action: removeItem) {
                Image(systemName: "trash.circle.fill")
                    .font(.title2)
                    .foregroundStyle(.red)
                    .symbolRenderingMode(.hierarchical)
            }
            .accessibilityLabel("Remove item") // [VERIFY] confirm label matches intent
        }
    }
}
