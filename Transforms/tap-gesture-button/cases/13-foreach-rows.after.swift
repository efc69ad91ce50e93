import SwiftUI

struct TagCloud: View {
    let tags: [String]

    var body: some View {
        HStack {
            ForEach(tags, id: \.self) { tag in
                Text(tag)
                    .padding(6)
                    .background(.quaternary, in: Capsule())
                    .onTapGesture { filter(by: tag) }
                    .accessibilityAddTraits(.isButton)
            }
        }
    }

    func filter(by tag: String) {}
}
