import SwiftUI
import UIKit

struct SnackbarHost: View {
    @Binding var message: String?

    var body: some View {
        if let message {
            Text(message)
                .padding()
                .transition(.move(edge: .bottom))
        }
    }

    static func dismiss(_ message: Binding<String?>) {
        withAnimation(.easeIn(duration: 0.2)) {
            message.wrappedValue = nil
        }
    }
}
