import SwiftUI

struct StoryText: View {
    let paragraph: String

    var body: some View {
        Text(paragraph)
            .font(.custom("Georgia", size: 17))
            .lineSpacing(6)
    }
}
