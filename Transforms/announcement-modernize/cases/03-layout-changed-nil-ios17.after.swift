import SwiftUI

struct ExpandableSection: View {
    @State private var isExpanded = false

    var body: some View {
        DisclosureGroup("Details", isExpanded: $isExpanded) {
            Text("Ships in 2–3 days")
        }
        .onChange(of: isExpanded) { _ in
            AccessibilityNotification.LayoutChanged().post()
        }
    }
}
