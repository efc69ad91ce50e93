import SwiftUI

struct Toast: View {
    let calm: Bool
    @State private var visible = false

    var body: some View {
        Text("Saved")
            .opacity(visible ? 1 : 0)
            .animation(calm ? .none : .easeOut(duration: 0.3), value: visible)
            .transition(calm ? .identity : .move(edge: .top))
    }
}
