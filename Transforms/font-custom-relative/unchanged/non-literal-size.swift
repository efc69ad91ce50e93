import SwiftUI

struct ThemedText: View {
    let text: String
    var fontSize: CGFloat = 17
    var scale: CGFloat = 1

    var body: some View {
        VStack {
            Text(text)
                .font(.custom("Avenir Next", size: fontSize))
            Text(text)
                .font(.custom("Avenir Next", size: 14 * scale))
        }
    }
}
