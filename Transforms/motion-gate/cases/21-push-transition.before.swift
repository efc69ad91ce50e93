import SwiftUI

struct ScoreLabel: View {
    var score: Int

    var body: some View {
        Text("\(score)")
            .font(.largeTitle.monospacedDigit())
            .id(score)
            .transition(.push(from: .bottom))
            .animation(.snappy, value: score)
    }
}
