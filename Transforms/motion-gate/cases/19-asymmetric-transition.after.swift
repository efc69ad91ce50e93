import SwiftUI

struct StepContainer: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @State private var step = 0

    var body: some View {
        ZStack {
            Text("Step \(step)")
                .id(step)
                .transition(reduceMotion ? .opacity : .asymmetric(insertion: .move(edge: .trailing), removal: .move(edge: .leading)))
        }
        .onTapGesture {
            withAnimation(reduceMotion ? nil : .easeInOut) { step += 1 }
        }
    }
}
