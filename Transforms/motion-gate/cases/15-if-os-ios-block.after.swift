import SwiftUI

struct ShareSheetButton: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var isPresented = false

    var body: some View {
        Button("Share") {
            #if os(iOS)
            withAnimation(.interactiveSpring) {
                isPresented = true
            }
            #else
            isPresented = true
            #endif
        }
        #if os(iOS)
        .scaleEffect(isPresented ? 0.9 : 1)
        .animation(reduceMotion ? nil : .bouncy, value: isPresented)
        #endif
    }
}
