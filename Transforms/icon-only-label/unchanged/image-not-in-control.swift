import SwiftUI

struct EmptyInbox: View {
    var body: some View {
        VStack(spacing: 12) {
            Image(systemName: "tray")
                .font(.largeTitle)
            Image("inbox-illustration")
            Text("No messages")
        }
    }
}
