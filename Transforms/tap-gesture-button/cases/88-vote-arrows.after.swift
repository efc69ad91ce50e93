import SwiftUI

// Vote arrows tapped to run `upvote` and `downvote`: each is named by its deed.
struct ScoreColumn: View {
    let score: Int
    let vote: (Int) -> Void

    func upvote() { vote(1) }
    func downvote() { vote(-1) }

    var body: some View {
        VStack {
            Image(systemName: "arrowshape.up")
                .onTapGesture(perform: upvote)
                .accessibilityAddTraits(.isButton)
                .accessibilityLabel("Upvote") // [VERIFY] confirm label matches intent
            Text("\(score)")
            Image(systemName: "arrowshape.down")
                .onTapGesture(perform: downvote)
                .accessibilityAddTraits(.isButton)
                .accessibilityLabel("Downvote") // [VERIFY] confirm label matches intent
        }
    }
}
