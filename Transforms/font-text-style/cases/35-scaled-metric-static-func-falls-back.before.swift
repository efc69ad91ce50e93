import SwiftUI

struct Badge: View {
    let text: String

    var body: some View {
        Text(text)
            .font(.system(size: 14))
    }

    static func placeholder() -> some View {
        Text("New")
            .font(.system(size: 11, weight: .bold))
    }
}
