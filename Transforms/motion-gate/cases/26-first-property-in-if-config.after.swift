import SwiftUI

struct PlatformPanel: View {
    #if os(iOS)
    @Environment(\.horizontalSizeClass) private var sizeClass
    #endif
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var isOpen = false

    var body: some View {
        VStack {
            if isOpen {
                Text("Panel")
                    .transition(reduceMotion ? .opacity : .slide)
            }
            Button("Toggle") {
                withAnimation { isOpen.toggle() }
            }
        }
    }
}
