import SwiftUI

struct ShakeOnError: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var attempts = 0

    var body: some View {
        SecureField("Password", text: .constant(""))
            .offset(x: attempts % 2 == 0 ? 0 : 8)
            .onSubmit { shake() }
    }

    private func shake() {
        guard !reduceMotion else { return }
        withAnimation(.default) {
            attempts += 1
        }
    }
}
