import SwiftUI

struct AlertBanner: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    var isVisible: Bool

    var body: some View {
        if isVisible {
            Label("Connection lost", systemImage: "wifi.slash")
                .padding()
                .transition(reduceMotion ? .opacity.animation(.easeInOut(duration: 0.3)) : .move(edge: .top).animation(.easeInOut(duration: 0.3)))
        }
    }
}
