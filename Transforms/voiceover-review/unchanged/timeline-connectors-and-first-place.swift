import SwiftUI

/// A delivery timeline: the connector above the first stop and below the last one is clear, so
/// the line only joins stops. Where a stop sits is layout (left alone). The podium's first place
/// is gold and the rest grey: that colour says who won, and is reported.
struct DeliveryStopRow: View {
    let title: String
    let isDone: Bool
    let isFirstStop: Bool
    let index: Int
    let stopCount: Int

    var body: some View {
        HStack {
            VStack(spacing: 0) {
                Rectangle()
                    .fill(isFirstStop ? Color.clear : Color.gray)
                    .frame(width: 2)
                Image(systemName: isDone ? "checkmark.circle.fill" : "circle")
                Rectangle()
                    .fill(index == stopCount - 1 ? .clear : .gray)
                    .frame(width: 2)
            }
            Text(title)
        }
    }
}

struct PodiumMarker: View {
    let isFirst: Bool

    var body: some View {
        VStack {
            Circle()
                .fill(isFirst ? Color.yellow : Color.gray)
                .frame(width: 12, height: 12)
        }
    }
}
