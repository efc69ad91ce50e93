import SwiftUI

struct NotificationBell: View {
    @State private var hasUnread = false

    var body: some View {
        Image(systemName: "bell")
            .rotationEffect(.degrees(hasUnread ? 15 : 0))
            .animation(.spring(bounce: 0.5), value: hasUnread)
            .onTapGesture {
                withAnimation {
                    hasUnread.toggle()
                }
            }
    }
}
