import SwiftUI

/// A selection dot that slides between two 44 pt cells stays inside its small frames: no move
/// across the screen, no finding. The photo that grows from its thumbnail to the full screen is
/// a hero move: reported.
struct PhotoStrip: View {
    @Namespace private var dot
    @Namespace private var photo
    @State private var selected = 0
    @State private var isOpen = false

    var body: some View {
        HStack {
            ForEach(0..<2) { index in
                ZStack {
                    if selected == index {
                        Circle()
                            .matchedGeometryEffect(id: "dot", in: dot)
                    }
                }
                .frame(width: 44, height: 44)
            }
        }
        if isOpen {
            Image("photo")
                .resizable()
                .matchedGeometryEffect(id: "photo", in: photo)
        } else {
            Image("photo")
                .resizable()
                .matchedGeometryEffect(id: "photo", in: photo)
                .frame(width: 44, height: 44)
        }
    }
}
