import SwiftUI

struct ToolPalette: View {
    @State private var isOpen = false

    var body: some View {
        VStack {
            if isOpen {
                Image(systemName: "paintbrush")
                    .transition(.scale(scale: 0.5, anchor: .bottom))
                Image(systemName: "eraser")
                    .transition(.offset(x: 0, y: 20))
                Image(systemName: "lasso")
                    .transition(.opacity)
            }
            Button("Tools") {
                withAnimation(.spring) { isOpen.toggle() }
            }
        }
    }
}
