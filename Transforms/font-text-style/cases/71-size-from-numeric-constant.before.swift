import SwiftUI

enum Badge {
    static let fontSize: CGFloat = 10
}

struct BadgeLabel: View {
    let text: String

    var body: some View {
        Text(text)
            .font(.system(size: Badge.fontSize, weight: .bold))
    }
}
