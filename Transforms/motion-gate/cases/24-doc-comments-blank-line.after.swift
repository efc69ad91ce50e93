import SwiftUI

/// A disclosure row that reveals its detail text.
///
/// Used in the settings screen.
struct DisclosureRow: View {

    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    /// The row title.
    let title: String
    /// The detail shown when expanded.
    let detail: String
    @State private var isExpanded = false

    var body: some View {
        VStack(alignment: .leading) {
            Button(title) {
                withAnimation(.easeInOut(duration: 0.2)) {
                    isExpanded.toggle()
                }
            }
            if isExpanded {
                Text(detail)
                    .transition(reduceMotion ? .opacity : .move(edge: .top).combined(with: .opacity))
            }
        }
    }
}
