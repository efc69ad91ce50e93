import SwiftUI

/// A count laid over an icon held at 32 × 32 in a compact control, and a glyph in a narrow
/// column of constant width: growing one layer of the picture makes it cover or overflow the rest.
struct QueueIcon: View {
    var count: Int

    var body: some View {
        ZStack(alignment: .bottom) {
            Image(systemName: "list.bullet")
                .frame(width: 32, height: 32)
            if count > 0 {
                Text("\(count)")
                    .font(.system(size: 9, weight: .bold))
                    .padding(.horizontal, 4)
                    .background(Color.accentColor, in: Capsule())
            }
        }
    }
}

struct SliderThumbnail: View {
    var body: some View {
        VStack(spacing: 4) {
            Image(systemName: "sun.max")
                .font(.system(size: 10, weight: .medium))
            Capsule()
                .frame(width: 3, height: 60)
        }
        .frame(width: 24)
    }
}
