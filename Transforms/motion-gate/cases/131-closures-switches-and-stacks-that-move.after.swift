import SwiftUI

/// The look-alikes that move: a local closure that moves the view's own state, a `switch` that
/// chooses a height, and controls inserted in a stack beside a header, which they push down.
struct DrawerView: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var offset: CGFloat = 0
    @State private var size = Size.compact
    @State private var showsControls = false

    enum Size { case compact, tall }

    var body: some View {
        VStack {
            Text("Drawer")
                .offset(y: offset)
                .frame(height: { () -> CGFloat in
                    switch size {
                    case .compact: return 80
                    case .tall: return 240
                    }
                }())
            VStack {
                Text("Header")
                if showsControls {
                    Button("Play") {}
                }
            }
            .animation(reduceMotion ? nil : .easeInOut, value: showsControls)
            Button("Open") {
                let open = { offset = -120 }
                withAnimation(reduceMotion ? nil : .spring()) {
                    open()
                }
            }
            Button("Grow") {
                withAnimation(reduceMotion ? nil : .default) {
                    size = .tall
                }
            }
            Button("Controls") { showsControls.toggle() }
        }
    }
}
