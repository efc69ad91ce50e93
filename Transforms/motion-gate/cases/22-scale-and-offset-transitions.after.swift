import SwiftUI

struct ToolPalette: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var isOpen = false

    var body: some View {
        VStack {
            if isOpen {
                Image(systemName: "paintbrush")
                    .transition(reduceMotion ? .opacity : .scale(scale: 0.5, anchor: .bottom))
                Image(systemName: "eraser")
                    .transition(reduceMotion ? .opacity : .offset(x: 0, y: 20))
                Image(systemName: "lasso")
                    .transition(.opacity)
            }
            Button("Tools") {
                withAnimation(reduceMotion ? .easeInOut(duration: 0.2) : .spring) { isOpen.toggle() }
            }
        }
    }
}
