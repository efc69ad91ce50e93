import SwiftUI

/// A drag that only tracks a press and hit-tests where it ended is a button, not a slider:
/// nothing to adjust. A drag whose position moves a value is reported.
struct ChipCloseButton: View {
    @State private var isPressing = false
    @State private var cracks: [CGPoint] = []
    @Binding var level: Double
    let close: () -> Void

    var body: some View {
        VStack {
            Image(systemName: "xmark")
                .frame(width: 16, height: 16)
                .gesture(
                    DragGesture(minimumDistance: 0)
                        .onChanged { _ in isPressing = true }
                        .onEnded { value in
                            if value.location.x > 0 && value.location.x < 16 { close() }
                            isPressing = false
                        }
                )
                .accessibilityAddTraits(.isButton)
                .accessibilityLabel("Close")

            // A tap that reads where it landed, with nothing while the finger moves: no slider.
            Rectangle()
                .frame(width: 200, height: 120)
                .gesture(
                    DragGesture(minimumDistance: 0)
                        .onEnded { value in
                            cracks.append(value.location)
                        }
                )

            Capsule()
                .frame(width: 200, height: 8)
                .gesture(
                    DragGesture()
                        .onChanged { value in level = max(0, min(1, value.location.x / 200)) }
                )
        }
    }
}
