import SwiftUI

struct SegmentIndicator: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    var selectedIndex: Int
    var segmentWidth: CGFloat

    var body: some View {
        Capsule()
            .frame(width: segmentWidth, height: 3)
            .offset(x: CGFloat(selectedIndex) * segmentWidth)
            .animation(
                reduceMotion ? nil : .spring(response: 0.3, dampingFraction: 0.8),
                value: selectedIndex
            )
    }
}
