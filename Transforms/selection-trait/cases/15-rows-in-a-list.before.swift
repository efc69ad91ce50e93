import SwiftUI

/// Rows of a list built with `ForEach`: each row follows its own comparison.
struct FontList: View {
    let fonts: [String]
    @Binding var chosen: String

    var body: some View {
        List {
            ForEach(fonts, id: \.self) { font in
                Button {
                    chosen = font
                } label: {
                    HStack {
                        Text(font)
                        Spacer()
                        if chosen == font {
                            Image(systemName: "checkmark")
                        }
                    }
                }
            }
        }
    }
}
