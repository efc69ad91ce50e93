import SwiftUI

// No text style has these sizes: the choice is reported, in a view and outside one, with a
// @ScaledMetric style for each size. Between a text size and a display size (a big counter), the
// pair keeps its sizes.
enum ScoreFonts {
    static func line(highlighted: Bool) -> Font {
        .system(size: highlighted ? 18 : 14)
    }
}

struct ScoreLine: View {
    let score: Int
    let isHighlighted: Bool

    var body: some View {
        Text("\(score)")
            .font(.system(size: isHighlighted ? 18 : 14, weight: .semibold))
    }
}

struct ScoreView: View {
    let score: Int
    let isFinal: Bool

    var body: some View {
        Text("\(score)")
            .font(.system(size: isFinal ? 64 : 28, weight: .bold))
    }
}
