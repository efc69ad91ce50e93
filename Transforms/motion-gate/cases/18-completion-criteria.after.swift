import SwiftUI

struct DeleteRow: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var isRemoved = false
    var onDelete: () -> Void

    var body: some View {
        Button("Delete", role: .destructive) {
            withAnimation(reduceMotion ? nil : .easeIn(duration: 0.25), completionCriteria: .logicallyComplete) {
                isRemoved = true
            } completion: {
                onDelete()
            }
        }
        .offset(x: isRemoved ? -300 : 0)
    }
}
