import SwiftUI

/// A chevron that flips `isExpanded`: whichever way it points, the label follows the flag.
struct SectionHeader: View {
    let title: String
    @Binding var isExpanded: Bool

    var body: some View {
        HStack {
            Text(title)
            Spacer()
            Button {
                withAnimation { isExpanded.toggle() }
            } label: {
                Image(systemName: isExpanded ? "chevron.up" : "chevron.down")
            }
            .accessibilityLabel(isExpanded ? "Collapse" : "Expand") // [VERIFY] confirm label matches intent
        }
    }
}
