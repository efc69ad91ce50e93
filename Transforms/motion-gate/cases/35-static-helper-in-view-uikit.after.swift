import SwiftUI
import UIKit

struct SnackbarHost: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Binding var message: String?

    var body: some View {
        if let message {
            Text(message)
                .padding()
                .transition(reduceMotion ? .opacity : .move(edge: .bottom))
        }
    }

    static func dismiss(_ message: Binding<String?>) {
        withAnimation(UIAccessibility.isReduceMotionEnabled ? nil : .easeIn(duration: 0.2)) {
            message.wrappedValue = nil
        }
    }
}
