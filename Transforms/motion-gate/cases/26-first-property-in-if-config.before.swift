import SwiftUI

struct PlatformPanel: View {
    #if os(iOS)
    @Environment(\.horizontalSizeClass) private var sizeClass
    #endif
    @State private var isOpen = false

    var body: some View {
        VStack {
            if isOpen {
                Text("Panel")
                    .transition(.slide)
            }
            Button("Toggle") {
                withAnimation { isOpen.toggle() }
            }
        }
    }
}
