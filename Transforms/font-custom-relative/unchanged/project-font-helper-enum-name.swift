import SwiftUI

enum FontName: String {
    case matterMedium = "Matter-Medium"
}

struct ScoreLabel: View {
    let score: Int

    var body: some View {
        Text("\(score)")
            .font(.custom(.matterMedium, size: 16))
    }
}
