import SwiftUI

/// A branch whose `#if` has no `#else` shows nothing in builds without the flag: choosing the
/// other branch there inserts its note above the list, pushing it down, so the animation is gated.
struct InboxView: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var isOffline = false

    var body: some View {
        VStack {
            if isOffline {
                Label("Offline", systemImage: "wifi.slash")
                    .padding()
            } else {
                #if BETA
                Text("You are using a beta build")
                #endif
            }
            List(0..<20, id: \.self) { Text("Message \($0)") }
        }
        .task {
            withAnimation(reduceMotion ? nil : .easeOut) {
                isOffline = true
            }
        }
    }
}
