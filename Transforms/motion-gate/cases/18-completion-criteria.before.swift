import SwiftUI

struct DeleteRow: View {
    @State private var isRemoved = false
    var onDelete: () -> Void

    var body: some View {
        Button("Delete", role: .destructive) {
            withAnimation(.easeIn(duration: 0.25), completionCriteria: .logicallyComplete) {
                isRemoved = true
            } completion: {
                onDelete()
            }
        }
        .offset(x: isRemoved ? -300 : 0)
    }
}
