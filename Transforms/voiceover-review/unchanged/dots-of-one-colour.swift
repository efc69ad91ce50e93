import SwiftUI

/// Page dots of one colour at two opacities differ in brightness, which people who cannot tell
/// hues apart still see: left alone. A dot that turns from green to red says its state by hue
/// alone: reported.
struct PagerDots: View {
    let count: Int
    let current: Int
    let isSynced: Bool

    var body: some View {
        VStack {
            HStack(spacing: 6) {
                ForEach(0..<count, id: \.self) { index in
                    Circle()
                        .fill(index == current ? Color.white : Color.white.opacity(0.4))
                        .frame(width: 6, height: 6)
                }
            }
            Circle()
                .fill(isSynced ? Color.green : Color.red)
                .frame(width: 8, height: 8)
        }
    }
}
