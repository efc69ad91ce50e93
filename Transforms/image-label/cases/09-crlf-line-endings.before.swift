import SwiftUI

struct NotificationBell: View {
    var body: some View {
        HStack {
            Image(systemName: "bell")
                .font(.title2)
            Image("inbox-tray")
        }
    }
}
