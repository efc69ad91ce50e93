import SwiftUI

/// Gestures that are not the view's single tap: a double tap, a tap with a modifier key, a tap
/// kept off the view itself, a tap combined with a drag, a drag, and a tap whose comment says
/// how VoiceOver reaches it.
struct PhotoTile: View {
    @State private var offset = CGSize.zero

    var body: some View {
        VStack {
            Image("tile")
                .gesture(TapGesture(count: 2).onEnded { zoomIn() })
            Text("Select")
                .gesture(TapGesture().modifiers(.command).onEnded { extendSelection() })
            Text("Rows")
                .simultaneousGesture(TapGesture().onEnded { openRows() }, including: .subviews)
            Text("Card")
                .gesture(TapGesture().onEnded { openCard() }.simultaneously(with: DragGesture()))
            Image("handle")
                .gesture(DragGesture().onChanged { offset = $0.translation })
            Text("Episode")
                .gesture(
                    TapGesture().onEnded {
                        // VoiceOver opens the episode through the row's accessibility action.
                        openCard()
                    })
        }
    }

    func zoomIn() {}
    func extendSelection() {}
    func openRows() {}
    func openCard() {}
}
