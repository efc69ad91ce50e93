import SwiftUI

struct TagCloud: View {
    let tags: [String]

    var body: some View {
        HStack {
            ForEach(tags, id: \.self) { tag in
                Text("#\(tag)")
                    .font(.system(size: 12, weight: .semibold, design: .rounded))
                    .padding(.horizontal, 6)
                    .background(Capsule().fill(.quaternary))
            }
        }
    }
}
