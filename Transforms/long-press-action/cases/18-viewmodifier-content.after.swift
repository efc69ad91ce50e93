import SwiftUI

struct Selectable: ViewModifier {
    func body(content: Content) -> some View {
        content
            .padding(4)
            .onLongPressGesture { selectItem() }
            .accessibilityAction(named: "Select item") { selectItem() } // [VERIFY] confirm label matches intent
    }

    func selectItem() {}
}
