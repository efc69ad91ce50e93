import SwiftUI

/// The same shapes when they move: a step that slides by its offset as well as swapping, a bar
/// whose width its values set, and a thumbnail that flies to its detail (two ends of one id,
/// drawn in a list's rows), which is reported.
struct TourFlow: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    let steps: [String]
    @State private var index = 0

    var body: some View {
        Text(steps[index])
            .offset(x: CGFloat(index) * 20)
            .animation(reduceMotion ? nil : .default, value: index)
    }
}

struct UploadBar: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    let sent: Double
    let total: Double

    var body: some View {
        Capsule()
            .frame(width: 200 * sent / max(total, 1), height: 6)
            .animation(reduceMotion ? nil : .default, value: [sent, total])
    }
}

struct Gallery: View {
    let photos: [String]
    @State private var open: String?
    @Namespace private var hero

    var body: some View {
        ZStack {
            List(photos, id: \.self) { photo in
                Image(photo)
                    .matchedGeometryEffect(id: photo, in: hero)
                    .onTapGesture { open = photo }
            }
            if let open {
                Image(open)
                    .matchedGeometryEffect(id: open, in: hero)
            }
        }
    }
}
