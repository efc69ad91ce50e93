import SwiftUI

struct BadgeCount: View {
    let count: Int

    var body: some View {
        Text("\(count)")
            .font(.system(size: 9))
            .padding(4)
            .background(Circle().fill(.red))
            .foregroundStyle(.white)
    }
}
