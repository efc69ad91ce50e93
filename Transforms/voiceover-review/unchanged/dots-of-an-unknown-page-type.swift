import SwiftUI

struct LevelDots: View {
    // An optional level: `level + 1` would not compile, so the colour stays a finding.
    var level: Int?

    var body: some View {
        HStack {
            ForEach(0..<5, id: \.self) { index in
                Circle()
                    .fill(level == index ? Color.orange : Color.gray)
                    .frame(width: 8, height: 8)
            }
        }
    }
}
