import SwiftUI

struct BadgeCount: View {
    let count: Int

    var body: some View {
        Text("\(count)")
            .font(.caption2)
            .padding(4)
            .background(Circle().fill(.red))
            .foregroundStyle(.white)
    }
}
