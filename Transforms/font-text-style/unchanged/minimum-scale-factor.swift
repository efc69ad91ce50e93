import SwiftUI

struct Scoreboard: View {
    let score: Int

    var body: some View {
        Text("\(score)")
            .font(.system(size: 64, weight: .heavy))
            .minimumScaleFactor(0.5)
            .lineLimit(1)
    }
}
