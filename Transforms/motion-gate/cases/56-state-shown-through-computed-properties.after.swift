import SwiftUI

/// State read through computed properties: a logo that fades in through `logoOpacity` is left
/// alone, a drawer that slides through `drawerOffset` is gated.
struct StandBy: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var hasAppeared = false
    @State private var isOpen = false

    private var logoOpacity: Double { hasAppeared ? 1 : 0 }
    private var drawerOffset: CGFloat { isOpen ? 0 : 200 }

    var body: some View {
        VStack {
            Image(systemName: "house")
                .opacity(logoOpacity)
            Color.gray
                .offset(y: drawerOffset)
        }
        .animation(.default, value: logoOpacity)
        .onAppear {
            withAnimation(.easeIn) {
                hasAppeared = true
            }
        }
        .onTapGesture {
            withAnimation(reduceMotion ? nil : .easeIn) {
                isOpen = true
            }
        }
    }
}
