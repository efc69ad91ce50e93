import SwiftUI

/// A phase animator whose phases come from a type declared elsewhere, or whose first phase
/// carries a value, has no first phase plain to see here: it is reported.
struct HarvestBadge: View {
    var body: some View {
        HStack {
            PhaseAnimator(GrowthPhase.allCases) { phase in
                Image(systemName: "carrot.fill")
                    .offset(y: phase == .sprouted ? -8 : 0)
            }
            PhaseAnimator(Wobble.allCases) { phase in
                Image(systemName: "apple.logo")
                    .rotationEffect(.degrees(phase.angle))
            }
        }
    }
}

enum Wobble: CaseIterable, Equatable {
    case left
    case right

    static var allCases: [Wobble] { [.right, .left] }

    var angle: Double { self == .left ? -8 : 8 }
}

// Elsewhere in the project:
// enum GrowthPhase: CaseIterable { case seed, sprouted }
