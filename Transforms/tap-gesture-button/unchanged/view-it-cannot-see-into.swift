import SwiftUI

/// A view passed in, or built by a helper, may hold a control the tool cannot see: reported,
/// not folded into one element.
struct Card<Content: View>: View {
    let title: String
    @ViewBuilder let content: Content

    var body: some View {
        VStack {
            Text(title)
            content
        }
        .onTapGesture { openCard() }
    }

    func openCard() {}
}
