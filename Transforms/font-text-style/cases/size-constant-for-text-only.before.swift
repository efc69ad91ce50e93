import SwiftUI

// A size constant used only by the font, beside a box of its own constant: the text scales.
struct CodeLabel: View {
    let code: String
    let codeSize: CGFloat = 20
    let boxWidth: CGFloat = 160

    var body: some View {
        Text(code)
            .font(.system(size: codeSize))
            .frame(minWidth: boxWidth)
    }
}

// A function that builds a row placed with no fixed frame: its text scales.
struct TagList: View {
    let tags: [String]

    var body: some View {
        VStack(alignment: .leading) {
            ForEach(tags, id: \.self) { tag in
                tagRow(tag)
                    .padding(.vertical, 4)
            }
        }
    }

    func tagRow(_ tag: String) -> some View {
        Text(tag)
            .font(.system(size: 15))
    }
}
