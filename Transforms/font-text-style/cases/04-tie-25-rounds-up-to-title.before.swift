import SwiftUI

struct ScoreView: View {
    let home: Int
    let away: Int

    var body: some View {
        HStack(spacing: 12) {
            Text("\(home)")
            Text("–")
            Text("\(away)")
        }
        .font(.system(size: 25))
    }
}
