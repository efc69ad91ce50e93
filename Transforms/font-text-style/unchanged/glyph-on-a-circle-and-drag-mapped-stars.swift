import SwiftUI

/// A glyph on a circle framed by one constant side (a circle is as tall as it is wide) would
/// outgrow it; stars rated by where the finger is on them are measured at their designed width.
struct EmptyVaultBadge: View {
    var body: some View {
        ZStack {
            Circle()
                .fill(.blue)
                .frame(width: 38)
            Image(systemName: "lock.fill")
                .font(.system(size: 24))
                .foregroundStyle(.white)
        }
    }
}

struct StarRating: View {
    @Binding var rating: Int
    let rate: (DragGesture.Value) -> Void

    var body: some View {
        HStack {
            ForEach(0..<5) { index in
                Image(systemName: index < rating ? "star.fill" : "star")
            }
        }
        .font(.system(size: 24))
        .gesture(
            DragGesture(minimumDistance: 0)
                .onChanged(rate)
        )
    }
}
