import SwiftUI

// The size comes from the caller or from a computation: whether it scales is decided there, so a
// finding here would be noise.
extension Font {
    static func brandRounded(size: CGFloat) -> Font {
        .system(size: size, design: .rounded)
    }
}

struct Gauge: View {
    let side: CGFloat

    var body: some View {
        Text("72")
            .font(.system(size: side * 0.3))
    }
}
