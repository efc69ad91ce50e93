import SwiftUI

struct SectionHeader: View {
    let title: String
    @Binding var isExpanded: Bool

    var body: some View {
        HStack {
            Text(title)
            Image(systemName: "chevron.right")
                .rotationEffect(.degrees(isExpanded ? 90 : 0))
        }
        .accessibilityElement(children: .ignore)
        .accessibilityLabel(isExpanded ? "Expanded section" : "Collapsed section")
    }
}
