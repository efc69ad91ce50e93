import SwiftUI

/// Sizes no text style has: each becomes a @ScaledMetric along its nearest style, so both keep
/// their size at the default text size and grow with it.
struct ScoreLine: View {
    @ScaledMetric(relativeTo: .headline) private var headlineFontSize: CGFloat = 18
    @ScaledMetric(relativeTo: .subheadline) private var subheadlineFontSize: CGFloat = 14
    let score: Int
    let isHighlighted: Bool

    var body: some View {
        Text("\(score)")
            .font(.system(size: isHighlighted ? headlineFontSize : subheadlineFontSize, weight: .semibold))
    }
}
