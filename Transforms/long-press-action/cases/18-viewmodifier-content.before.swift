import SwiftUI

struct Selectable: ViewModifier {
    func body(content: Content) -> some View {
        content
            .padding(4)
            .onLongPressGesture { selectItem() }
    }

    func selectItem() {}
}
