import SwiftUI

struct StatusPill {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    var isOnline: Bool
}

extension StatusPill: View {
    var body: some View {
        Circle()
            .fill(isOnline ? .green : .gray)
            .frame(width: 10, height: 10)
            .scaleEffect(isOnline ? 1 : 0.6)
            .animation(reduceMotion ? nil : .easeInOut(duration: 0.25), value: isOnline)
    }
}
