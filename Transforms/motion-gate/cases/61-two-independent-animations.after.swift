import SwiftUI

/// Two animations of different states one after the other are not a sequence: each moves its
/// own view and is gated on its own.
struct Drawer: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var isOpen = false
    @State private var isPinned = false

    var body: some View {
        VStack {
            Text("Drawer")
                .offset(x: isOpen ? 0 : -200)
            Image(systemName: "pin")
                .offset(y: isPinned ? 0 : 20)
        }
        .onAppear { open() }
    }

    func open() {
        withAnimation(reduceMotion ? nil : .spring()) {
            isOpen = true
        }
        withAnimation(reduceMotion ? nil : .easeOut) {
            isPinned = true
        }
    }
}
