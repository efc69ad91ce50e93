import SwiftUI

struct ExpandingTile: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var isExpanded = false

    var body: some View {
        RoundedRectangle(cornerRadius: 12)
            .frame(height: isExpanded ? 200 : 80)
            .animation(reduceMotion ? nil : .spring, value: isExpanded)
            .onTapGesture {
                withAnimation(reduceMotion ? .none : .easeInOut) {
                    isExpanded.toggle()
                }
            }
            .transition(reduceMotion ? .opacity : .scale)
    }
}
