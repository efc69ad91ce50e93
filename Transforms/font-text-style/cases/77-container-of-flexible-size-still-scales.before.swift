import SwiftUI

/// The container only has a minimum height, the layer sits on a view of flexible size, and the
/// text (not a glyph) may wrap inside its constant width: all of them can grow.
struct NoticeCard: View {
    let message: String

    var body: some View {
        ZStack {
            RoundedRectangle(cornerRadius: 12).fill(.yellow)
            Text(message)
                .font(.system(size: 15))
        }
        .frame(minHeight: 48)
    }
}

struct BannerLabel: View {
    var body: some View {
        Rectangle()
            .fill(.gray)
            .frame(maxWidth: .infinity)
            .overlay(Text("Offline").font(.system(size: 13)))
    }
}

struct CaptionColumn: View {
    var body: some View {
        Text("A caption that wraps onto more lines as it grows")
            .font(.system(size: 12))
            .frame(width: 120)
    }
}
