import SwiftUI

struct Panel: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var isOpen = false

    var body: some View {
        Button("Toggle") {
            SwiftUI.withAnimation(reduceMotion ? nil : .spring) {
                isOpen.toggle()
            }
        }
        .offset(x: isOpen ? 200 : 0)
    }
}
