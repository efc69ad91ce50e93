import SwiftUI

/// Timelines that only step what they show: a clock whose date is only written as text, and a
/// line of a transcript picked four times a second (`minimumInterval: 0.25`, at most five redraws
/// a second is a schedule, not smooth motion). Pausing either under Reduce Motion would freeze
/// the clock or the transcript, and nothing moves to stop: both left alone (scheduled-redraw).
struct NowPlayingLine: View {
    let lines: [String]
    let start: Date

    var body: some View {
        VStack {
            TimelineView(.animation) { context in
                Text(context.date, style: .timer)
            }
            TimelineView(.animation(minimumInterval: 0.25)) { context in
                let elapsed = context.date.timeIntervalSince(start)
                let index = min(Int(elapsed / 4), lines.count - 1)
                Text(lines[max(index, 0)])
                    .lineLimit(1)
            }
        }
    }
}
