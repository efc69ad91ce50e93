import SwiftUI

struct TagChip: View {
    let tag: String

    var body: some View {
        HStack {
            Circle()
                .frame(width: 8, height: 8)
            Text(tag)
                .clipShape(Capsule())
                .font(.system(size: 13))
        }
    }
}
