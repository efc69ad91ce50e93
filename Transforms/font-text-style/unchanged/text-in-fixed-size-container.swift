import SwiftUI

/// Text and glyphs whose container has a constant size: an initial in a 48 pt circle, a count
/// layered over a fixed dot, and a glyph in a slot of constant width. Larger text would clip.
struct AvatarInitial: View {
    let initial: String

    var body: some View {
        ZStack {
            Circle().fill(.blue)
            Text(initial)
                .font(.system(size: 20, weight: .semibold))
        }
        .frame(width: 48, height: 48)
    }
}

struct UnreadDot: View {
    let count: Int

    var body: some View {
        Circle()
            .fill(.red)
            .frame(width: 18, height: 18)
            .overlay(Text("\(count)").font(.system(size: 11, weight: .bold)))
    }
}

struct RowIcon: View {
    var body: some View {
        HStack {
            Image(systemName: "star.fill")
                .font(.system(size: 15))
                .frame(width: 24)
            Text("Favourites")
        }
    }
}
