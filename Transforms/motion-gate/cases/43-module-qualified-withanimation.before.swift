import SwiftUI

struct Panel: View {
    @State private var isOpen = false

    var body: some View {
        Button("Toggle") {
            SwiftUI.withAnimation(.spring) {
                isOpen.toggle()
            }
        }
        .offset(x: isOpen ? 200 : 0)
    }
}
