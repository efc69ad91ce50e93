import SwiftUI

/// A badge that stands in an `.overlay` layer whenever its card is there is never inserted on its
/// own, so its scale transition never plays and stays as it is. The badge an `if` inserts into the
/// layer when the plan changes does scale in, and is gated.
struct PlanCard: View {
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    let title: String
    @State private var isUpgraded = false

    var body: some View {
        VStack {
            Text(title)
                .padding()
                .overlay(alignment: .topTrailing) {
                    Text("Pro")
                        .font(.footnote)
                        .transition(.scale)
                        .offset(x: -8, y: -8)
                }
            Text("Storage")
                .padding()
                .overlay(alignment: .topTrailing) {
                    if isUpgraded {
                        Text("Upgraded")
                            .font(.footnote)
                            .transition(reduceMotion ? .opacity : .scale)
                    }
                }
            Button("Upgrade") {
                withAnimation {
                    isUpgraded = true
                }
            }
        }
    }
}
