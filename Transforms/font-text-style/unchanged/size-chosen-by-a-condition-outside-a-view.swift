import SwiftUI

// Outside a view no @ScaledMetric can be added, and no text style has these sizes: the choice is
// reported. Between a text size and a display size (a big counter), the pair keeps its sizes.
enum ScoreFonts {
    static func line(highlighted: Bool) -> Font {
        .system(size: highlighted ? 18 : 14)
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
