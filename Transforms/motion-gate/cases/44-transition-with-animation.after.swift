import SwiftUI

struct Pop: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    var isShown: Bool

    var body: some View {
        if isShown {
            Text("Hi")
                .transition(reduceMotion ? .opacity.animation(.spring) : .scale.animation(.spring))
        }
    }
}
