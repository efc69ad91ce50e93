import SwiftUI

struct ModernRow: View {
    let title: String

    var body: some View {
        Text(title)
            .accessibilityLabel(Text(title))
            .accessibilityHint("Opens the detail view")
            .accessibilityValue("New")
            .accessibilityHidden(false)
            .accessibilityAddTraits(.isButton)
            .accessibilityRemoveTraits(.isStaticText)
            .accessibilityIdentifier("row.\(title)")
            .accessibilitySortPriority(1)
    }
}
