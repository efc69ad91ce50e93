import SwiftUI

/// A timeline on the `.animation` schedule drives motion: one that already pauses under Reduce
/// Motion is left alone; a `.periodic` one only redraws a clock's text and stays quiet.
struct KioskClock: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    var isIdle = false

    var body: some View {
        VStack {
            TimelineView(.periodic(from: .now, by: 1)) { context in
                Text(context.date, style: .time)
            }
            TimelineView(.animation(minimumInterval: nil, paused: isIdle || reduceMotion)) { context in
                Circle()
                    .offset(x: sin(context.date.timeIntervalSinceReferenceDate) * 40)
            }
        }
    }
}
