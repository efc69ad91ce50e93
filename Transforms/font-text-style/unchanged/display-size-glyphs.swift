import SwiftUI

// 44 pt and more is an illustration, not reading text: growing it with the text would push the
// message off screen at the largest sizes.
struct EmptyInbox: View {
    var body: some View {
        VStack(spacing: 12) {
            Image(systemName: "tray")
                .font(.system(size: 72, weight: .thin))
            Text("🎉")
                .font(.system(size: 100))
            Text("You're all caught up")
                .font(.headline)
        }
    }
}
