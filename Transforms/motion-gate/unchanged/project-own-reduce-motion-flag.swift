import SwiftUI

struct GameOverBanner: View {
    let isAnimationReduced: Bool
    @State private var isShown = false

    var body: some View {
        VStack {
            if isShown {
                Text("Game over")
                    .transition(
                        isAnimationReduced
                            ? .opacity
                            : AnyTransition.offset(y: 50).combined(with: .opacity)
                    )
            }
        }
        .onAppear {
            withAnimation(isAnimationReduced ? nil : .spring()) { isShown = true }
        }
    }
}
