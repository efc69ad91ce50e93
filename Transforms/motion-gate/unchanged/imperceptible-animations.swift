import SwiftUI

/// Animations no one perceives as motion are not gated: a project's `.noAnimation`, and a
/// 5 ms technical animation that only settles a value.
struct Meter: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var level = 0.0

    var body: some View {
        Capsule()
            .frame(width: level * 100, height: 4)
            .animation(.noAnimation, value: level)
            .onAppear {
                withAnimation(.linear(duration: 0.005)) {
                    level = 0.5
                }
            }
    }
}

extension Animation {
    static let noAnimation = Animation.linear(duration: 0)
}
