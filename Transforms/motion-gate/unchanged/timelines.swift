import SwiftUI

/// A timeline on the `.animation` schedule drives motion and is reported; a `.periodic` one
/// only redraws a clock's text and stays quiet.
struct KioskClock: View {
    var body: some View {
        VStack {
            TimelineView(.periodic(from: .now, by: 1)) { context in
                Text(context.date, style: .time)
            }
            TimelineView(.animation) { context in
                Circle()
                    .offset(x: sin(context.date.timeIntervalSinceReferenceDate) * 40)
            }
        }
    }
}
