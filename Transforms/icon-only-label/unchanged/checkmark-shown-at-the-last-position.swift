import SwiftUI

/// The glyph follows where the pager is: an arrow on every card, a checkmark on the last, where
/// the same handler finishes. One fixed "Show next" would be wrong there: reported.
struct WelcomeCards: View {
    @State private var cardIndex = 0
    let cardCount: Int

    var body: some View {
        Button {
            withAnimation {
                showNextHandler()
            }
        } label: {
            Image(systemName: (cardIndex + 1) == cardCount ? "checkmark.circle.fill" : "arrow.right.circle.fill")
        }
    }

    func showNextHandler() {}
}
