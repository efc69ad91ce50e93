import SwiftUI

/// A phase animator with no trigger cycles forever: under Reduce Motion it gets its first phase
/// alone and rests there. A timeline that already pauses on a flag of its own pauses under
/// Reduce Motion too.
struct SyncBadge: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    var spinning = true

    var body: some View {
        VStack {
            PhaseAnimator(reduceMotion ? [Pulse.rest] : Pulse.allCases) { phase in
                Image(systemName: "leaf.fill")
                    .scaleEffect(phase == .grown ? 1.3 : 1)
                    .rotationEffect(phase == .grown ? .degrees(12) : .zero)
            }
            Image(systemName: "drop.fill")
                .phaseAnimator(reduceMotion ? [0.0] : [0.0, 16.0]) { view, lift in
                    view.offset(y: lift)
                }
            TimelineView(.animation(paused: !spinning || reduceMotion)) { context in
                Circle()
                    .offset(x: sin(context.date.timeIntervalSinceReferenceDate) * 40)
            }
        }
    }

    enum Pulse: CaseIterable {
        case rest
        case grown
    }
}
