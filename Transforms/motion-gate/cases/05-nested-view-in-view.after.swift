import SwiftUI

struct InboxScreen: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var showBanner = false

    var body: some View {
        VStack {
            if showBanner {
                Banner(text: "3 new messages")
                    .transition(reduceMotion ? .opacity : .move(edge: .top))
            }
            Button("Refresh") {
                withAnimation(.spring) {
                    showBanner = true
                }
            }
        }
    }

    struct Banner: View {
        @Environment(\.accessibilityReduceMotion) private var reduceMotion
        let text: String
        @State private var isPressed = false

        var body: some View {
            Text(text)
                .padding()
                .scaleEffect(isPressed ? 0.8 : 1)
                .animation(reduceMotion ? nil : .easeIn(duration: 0.3), value: isPressed)
                .onTapGesture { isPressed.toggle() }
        }
    }
}
