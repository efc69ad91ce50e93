import SwiftUI

struct OnboardingPager: View {
    @Environment(\.accessibilityReduceMotion) private var motionIsReduced
    @State private var page = 0

    var body: some View {
        VStack {
            Text("Step \(page + 1)")
                .id(page)
                .transition(motionIsReduced ? .opacity : .move(edge: .trailing))
            Button("Next") {
                withAnimation(motionIsReduced ? nil : .easeOut) {
                    page += 1
                }
            }
        }
    }
}
