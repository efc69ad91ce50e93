import SwiftUI

struct StatTile: View {
    let value: String
    let valueFont = Font.system(size: 34, weight: .bold)

    var body: some View {
        VStack {
            Text(value).font(valueFont)
            Text("steps").font(.system(size: 13))
        }
    }
}
