import SwiftUI

// The glyphs sit in fixed 30×30 tiles: scaling them would overflow the tile.
struct ColorSwatchRow: View {
    let symbols: [String]

    var body: some View {
        HStack(spacing: 8) {
            ForEach(symbols, id: \.self) { symbol in
                Image(systemName: symbol)
                    .font(.system(size: 14))
                    .frame(width: 30, height: 30)
                    .background(Circle().fill(.quaternary))
            }
        }
    }
}
