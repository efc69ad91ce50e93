import SwiftUI

struct AlertBanner: View {
    var isVisible: Bool

    var body: some View {
        if isVisible {
            Label("Connection lost", systemImage: "wifi.slash")
                .padding()
                .transition(.move(edge: .top).animation(.easeInOut(duration: 0.3)))
        }
    }
}
