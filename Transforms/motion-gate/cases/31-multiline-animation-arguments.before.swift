import SwiftUI

struct SegmentIndicator: View {
    var selectedIndex: Int
    var segmentWidth: CGFloat

    var body: some View {
        Capsule()
            .frame(width: segmentWidth, height: 3)
            .offset(x: CGFloat(selectedIndex) * segmentWidth)
            .animation(
                .spring(response: 0.3, dampingFraction: 0.8),
                value: selectedIndex
            )
    }
}
