import SwiftUI

struct ExpandableCard: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var isExpanded = false

    var body: some View {
        VStack(alignment: .leading) {
            Button("Details") {
                withAnimation(.spring()) {
                    isExpanded.toggle()
                }
            }
            if isExpanded {
                Text("Ships in 2–3 days")
                    .transition(reduceMotion ? .opacity : .move(edge: .top))
            }
        }
    }
}
