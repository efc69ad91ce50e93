import SwiftUI

struct ConfettiButton: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var celebrate = false

    var body: some View {
        Button("Complete") {
            if !reduceMotion {
                withAnimation(.spring(response: 0.4)) {
                    celebrate = true
                }
            } else {
                celebrate = true
            }
        }
    }
}
