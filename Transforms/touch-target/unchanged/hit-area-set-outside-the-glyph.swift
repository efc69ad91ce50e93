import SwiftUI

/// Left alone: a button framed and shaped to 44 pt around a smaller padded glyph, and a full-width
/// handle whose label's outer frame and content shape make the hit area, whatever the glyph measures.
struct SheetChrome: View {
    let close: () -> Void
    @Binding var expanded: Bool

    var body: some View {
        VStack {
            Button(action: close) {
                Image(systemName: "xmark")
                    .frame(width: 18, height: 18)
                    .padding(8)
            }
            .frame(width: 44, height: 44)
            .contentShape(Rectangle())
            Button {
                expanded = true
            } label: {
                Image(systemName: "chevron.compact.up")
                    .resizable()
                    .frame(height: 12)
                    .frame(maxWidth: .infinity, maxHeight: 56)
                    .contentShape(.rect)
            }
        }
    }
}
