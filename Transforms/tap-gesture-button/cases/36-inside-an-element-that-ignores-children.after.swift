import SwiftUI

struct ScoreCard: View {
    let score: Int
    var showDetails: () -> Void

    var body: some View {
        VStack {
            // One element that ignores its children: a trait in here is never read.
            VStack {
                Text("Score: \(score)")
                    .onTapGesture { showDetails() }
            }
            .accessibilityElement(children: .ignore)
            .accessibilityLabel("Score \(score)")
            .accessibilityAction(named: "Details") { showDetails() }

            // A container whose children stay elements: the tap is a button of its own.
            VStack {
                Text("Details")
                    .onTapGesture { showDetails() }
                    .accessibilityAddTraits(.isButton)
            }
            .accessibilityElement(children: .contain)
        }
    }
}
