import SwiftUI

/// A tap that only replays an animation, or flips state that only moves, scales or turns the
/// view, is decoration: no button, and no label made up from the animation's name.
struct ParcelDeliveredView: View {
    @State private var isLidOpen = false
    @State private var isWobbling = false
    @State private var isLifted = false

    var body: some View {
        VStack {
            ParcelBox(isOpen: isLidOpen)
                .onTapGesture {
                    Task { await replayLidAnimation() }
                }

            Image(systemName: "shippingbox")
                .rotationEffect(.degrees(isWobbling ? 8 : -8))
                .onTapGesture { isWobbling.toggle() }

            Image(systemName: "star")
                .offset(y: isLifted ? -6 : 0)
                .scaleEffect(isLifted ? 1.2 : 1)
                .animation(.spring(), value: isLifted)
                .onTapGesture { withAnimation { isLifted = !isLifted } }
        }
    }

    func replayLidAnimation() async {
        withAnimation { isLidOpen.toggle() }
    }
}

struct ParcelBox: View {
    let isOpen: Bool

    var body: some View {
        Image(systemName: isOpen ? "shippingbox.and.arrow.backward" : "shippingbox")
    }
}
