import SwiftUI

struct SizeChip: View {
    let size: String
    let isSelected: Bool

    var body: some View {
        Text(size)
            .padding(8)
            .accessibilityLabel(isSelected ? "Selected" : "Not selected")
    }
}
