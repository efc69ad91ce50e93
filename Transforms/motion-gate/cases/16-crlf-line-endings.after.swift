import SwiftUI

struct NotificationBell: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var hasUnread = false

    var body: some View {
        Image(systemName: "bell")
            .rotationEffect(.degrees(hasUnread ? 15 : 0))
            .animation(reduceMotion ? nil : .spring(bounce: 0.5), value: hasUnread)
            .onTapGesture {
                withAnimation(reduceMotion ? nil : .default) {
                    hasUnread.toggle()
                }
            }
    }
}
