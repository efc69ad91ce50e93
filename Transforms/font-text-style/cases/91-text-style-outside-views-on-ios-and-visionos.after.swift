import SwiftUI

/// Code built for iOS and visionOS, in a protocol extension where no @ScaledMetric can go: a size
/// that is a text style's on iOS becomes that style, and visionOS gives it its own size for the role.
protocol TagListView: View {
    var tags: [String] { get }
}

extension TagListView {
    var tagsView: some View {
        HStack(spacing: 4) {
            ForEach(tags, id: \.self) { tag in
                Text(tag)
                    .font(Font.system(.footnote, design: .rounded))
                    .padding(4)
            }
        }
    }

    var countView: some View {
        Text("\(tags.count)")
            .font(.system(size: 14))
    }
}
