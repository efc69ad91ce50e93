import Observation
import SwiftUI

/// A flag no view reads itself, shown through a computed offset: the drawer slides, so the view
/// model's animation is gated.
@Observable
final class DrawerModel {
    var isOpen = false

    var drawerOffset: CGFloat { isOpen ? 0 : 320 }

    func open() {
        withAnimation(.easeInOut) {
            isOpen = true
        }
    }
}

struct Drawer: View {
    var model: DrawerModel

    var body: some View {
        Color.gray
            .frame(width: 320)
            .offset(x: model.drawerOffset)
    }
}
