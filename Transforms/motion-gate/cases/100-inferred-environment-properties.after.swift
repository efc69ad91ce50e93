import SwiftUI

/// A file whose environment values leave their type to inference: the added property does too.
struct DrawerView: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.dismiss) private var dismiss
    @Environment(\.colorScheme) private var colorScheme: ColorScheme
    @Environment(\.openURL) private var openURL
    @State private var isOpen = false

    var body: some View {
        VStack {
            if isOpen {
                Text("Drawer")
                    .transition(reduceMotion ? .opacity : .slide)
            }
            Button("Open") {
                withAnimation(.easeInOut) {
                    isOpen.toggle()
                }
            }
        }
    }
}
