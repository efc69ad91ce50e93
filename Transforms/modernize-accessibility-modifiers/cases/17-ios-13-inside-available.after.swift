import SwiftUI

struct BadgeView: View {
    let count: Int

    var body: some View {
        if #available(iOS 14, *) {
            Text("\(count)")
                .padding(4)
                .background(Capsule().fill(Color.red))
                .accessibilityLabel("\(count) notifications")
        } else {
            Text("\(count)")
        }
    }
}
