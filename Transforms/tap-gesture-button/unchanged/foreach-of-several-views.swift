import SwiftUI

/// Each element of the `ForEach` draws two views: no one row to make the button, and the
/// modifiers on the `ForEach` would make each view one. Reported.
struct TagList: View {
    let tags: [String]

    var body: some View {
        VStack {
            ForEach(tags, id: \.self) { tag in
                Text(tag)
                Text("#")
            }
            .onTapGesture { openTags() }
        }
    }

    func openTags() {}
}
