import SwiftUI

struct Drawer: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var isOpen = false

    var body: some View {
        Text("Drawer")
    }
}

extension Drawer {
    var panel: some View {
        transition(reduceMotion ? .opacity : .move(edge: .leading))
            .animation(reduceMotion ? nil : .easeInOut, value: isOpen)
    }
}
