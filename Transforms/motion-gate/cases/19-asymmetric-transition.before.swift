import SwiftUI

struct StepContainer: View {
    @State private var step = 0

    var body: some View {
        ZStack {
            Text("Step \(step)")
                .id(step)
                .transition(.asymmetric(insertion: .move(edge: .trailing), removal: .move(edge: .leading)))
        }
        .onTapGesture {
            withAnimation(.easeInOut) { step += 1 }
        }
    }
}
