import SwiftUI

// The font's size constant also measures the field and its slots: scaled alone, the digits
// would outgrow the boxes computed for them.
struct PinField: View {
    @Binding var pin: String
    let digitSize: CGFloat = 28
    let slotGap: CGFloat = 12

    var body: some View {
        TextField("", text: $pin)
            .font(.system(size: digitSize))
            .monospacedDigit()
            .frame(width: digitSize * 0.7 * 4 + slotGap * 3)
            .background {
                HStack(spacing: slotGap) {
                    ForEach(0..<4, id: \.self) { _ in
                        RoundedRectangle(cornerRadius: 6).stroke(.secondary)
                    }
                }
            }
    }
}

// Letters of a custom section index, each in a tiny fixed cell, built by a function.
struct IndexStrip: View {
    let letters: [String]

    var body: some View {
        VStack(spacing: 2) {
            ForEach(letters, id: \.self) { letter in
                indexCell(letter)
                    .frame(width: 12, height: 8)
            }
        }
    }
}

@ViewBuilder
func indexCell(_ letter: String) -> some View {
    IndexLetter(letter: letter)
}

struct IndexLetter: View {
    let letter: String

    var body: some View {
        Text(letter)
            .font(.system(size: 10))
            .fontWeight(.semibold)
    }
}
