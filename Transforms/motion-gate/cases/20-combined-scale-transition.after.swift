import SwiftUI

struct BadgeView: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    var count: Int

    var body: some View {
        if count > 0 {
            Text("\(count)")
                .padding(6)
                .background(.red, in: Circle())
                .transition(reduceMotion ? .opacity : .opacity.combined(with: .scale))
        }
    }
}
