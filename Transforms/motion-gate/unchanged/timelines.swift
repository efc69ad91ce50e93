import SwiftUI

/// A timeline on the `.animation` schedule drives motion: one that pauses on a condition of its
/// own is reported (a plain one is paused under Reduce Motion); a `.periodic` one only redraws
/// a clock's text and stays quiet.
struct KioskClock: View {
    var isIdle = false

    var body: some View {
        VStack {
            TimelineView(.periodic(from: .now, by: 1)) { context in
                Text(context.date, style: .time)
            }
            TimelineView(.animation(minimumInterval: nil, paused: isIdle)) { context in
                Circle()
                    .offset(x: sin(context.date.timeIntervalSinceReferenceDate) * 40)
            }
        }
    }
}
