import SwiftUI

/// A glyph in a round control whose sides are a `let` of the view bound to a number is as fixed as
/// one in a literal frame; a glyph on a backing disc of constant size is a badge and keeps its size
/// too. A side the caller may set (`var`) is not known to stay: the glyph beside it scales.
struct ComposerBar: View {
    let controlSize: CGFloat = 42
    var stampSide: CGFloat = 42

    var body: some View {
        HStack {
            ZStack {
                Color.gray.opacity(0.2)
                Image(systemName: "plus")
                    .font(.system(size: 22, weight: .light))
            }
            .frame(width: controlSize, height: controlSize)
            .clipShape(Circle())
            Image(systemName: "checkmark.circle.fill")
                .font(.system(size: 20))
                .foregroundColor(.green)
                .background(
                    Circle()
                        .fill(Color.white)
                        .frame(width: 14, height: 14)
                )
            ZStack {
                Color.gray.opacity(0.2)
                Text("Draft")
                    .font(.system(size: 17))
            }
            .frame(width: stampSide, height: stampSide)
        }
    }
}
