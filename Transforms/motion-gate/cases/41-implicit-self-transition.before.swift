import SwiftUI

struct Drawer: View {
    @State private var isOpen = false

    var body: some View {
        Text("Drawer")
    }
}

extension Drawer {
    var panel: some View {
        transition(.move(edge: .leading))
            .animation(.easeInOut, value: isOpen)
    }
}
