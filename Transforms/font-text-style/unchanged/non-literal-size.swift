import SwiftUI

struct IconTile: View {
    let symbol: String
    var iconSize: CGFloat = 24
    var scale: CGFloat = 1.5

    var body: some View {
        VStack {
            Image(systemName: symbol)
                .font(.system(size: iconSize))
            Text(symbol)
                .font(.system(size: 12 * scale, weight: .medium))
            Text("Label")
                .font(Font.system(size: CGFloat(13)))
        }
    }
}
