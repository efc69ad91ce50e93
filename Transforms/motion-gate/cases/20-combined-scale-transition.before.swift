import SwiftUI

struct BadgeView: View {
    var count: Int

    var body: some View {
        if count > 0 {
            Text("\(count)")
                .padding(6)
                .background(.red, in: Circle())
                .transition(.opacity.combined(with: .scale))
        }
    }
}
