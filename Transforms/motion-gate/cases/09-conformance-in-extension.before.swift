import SwiftUI

struct StatusPill {
    var isOnline: Bool
}

extension StatusPill: View {
    var body: some View {
        Circle()
            .fill(isOnline ? .green : .gray)
            .frame(width: 10, height: 10)
            .scaleEffect(isOnline ? 1 : 0.6)
            .animation(.easeInOut(duration: 0.25), value: isOnline)
    }
}
