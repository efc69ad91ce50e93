import SwiftUI

/// A capsule framed only in width grows in height with its glyph, and a drag that reads only how
/// far the finger moved (a swipe) measures nothing on the content: both scale.
struct TagPill: View {
    var body: some View {
        ZStack {
            Capsule()
                .fill(.blue)
                .frame(width: 80)
            Image(systemName: "tag")
                .font(.system(size: 17))
        }
    }
}

struct SwipedStars: View {
    @State private var offset: CGFloat = 0

    var body: some View {
        Image(systemName: "star.fill")
            .font(.system(size: 15))
            .offset(x: offset)
            .gesture(
                DragGesture()
                    .onChanged { value in offset = value.translation.width }
            )
    }
}
