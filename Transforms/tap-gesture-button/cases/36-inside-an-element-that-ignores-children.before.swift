import SwiftUI

struct ScoreCard: View {
    let score: Int
    let isExpanded: Bool
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

            // One element (while collapsed) whose own action does what the tap does: reached there.
            VStack {
                Text("Recent games")
                    .onTapGesture {
                        guard !isExpanded else { return }
                        showDetails()
                    }
            }
            .accessibilityElement(children: isExpanded ? .contain : .combine)
            .accessibilityAction { showDetails() }

            // A container whose children stay elements: the tap is a button of its own.
            VStack {
                Text("Details")
                    .onTapGesture { showDetails() }
            }
            .accessibilityElement(children: .contain)
        }
    }
}
