import SwiftUI

struct ScoreLabel: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    var score: Int

    var body: some View {
        Text("\(score)")
            .font(.largeTitle.monospacedDigit())
            .id(score)
            .transition(reduceMotion ? .opacity : .push(from: .bottom))
            .animation(.snappy, value: score)
    }
}
