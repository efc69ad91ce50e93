import SwiftUI

struct BrightnessKnob: View {
    @State private var offset: CGFloat = 0

    var body: some View {
        ZStack(alignment: .leading) {
            Rectangle()
                .fill(.gray.opacity(0.3))
                .frame(width: 200, height: 4)
            Image(systemName: "sun.max.fill")
                .offset(x: offset)
                .gesture(
                    DragGesture()
                        .onChanged { offset = min(max($0.translation.width, 0), 200) }
                )
        }
    }
}
