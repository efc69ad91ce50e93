import SwiftUI

/// The same upload shown twice: a ring whose trim fills where it stands (left alone), and a
/// marker that slides along a track by an offset (gated). A border and shadow that light up
/// while pressed stay in place too.
struct UploadMeter: View {
    @State private var fraction = 0.0
    @State private var marker = 0.0
    @State private var isPressed = false

    var body: some View {
        VStack {
            Circle()
                .trim(from: 0, to: fraction)
                .stroke(Color.accentColor, lineWidth: 4)
                .frame(width: 40, height: 40)
            Capsule()
                .frame(width: 12, height: 6)
                .offset(x: marker * 200)
            Text("Upload")
                .border(isPressed ? Color.accentColor : Color.clear, width: isPressed ? 2 : 0)
                .shadow(radius: isPressed ? 2 : 8)
                .onLongPressGesture(minimumDuration: 0.5) {
                } onPressingChanged: { pressing in
                    withAnimation(.easeOut(duration: 0.2)) {
                        isPressed = pressing
                    }
                }
        }
        .onAppear {
            withAnimation(.easeInOut(duration: 1)) {
                fraction = 0.6
            }
            withAnimation(.easeInOut(duration: 1)) {
                marker = 0.6
            }
        }
    }
}
