import SwiftUI

/// Buttons that call one method with different cases are named by the case each passes ("Helpful",
/// "Not helpful", "Grid"), never by the method they share, which would read the same on both.
struct AnswerFeedback: View {
    let model: FeedbackModel
    @State private var isGrid = false

    var body: some View {
        HStack {
            Button {
                model.sendFeedback(isGrid ? .skipped : .helpful)
            } label: {
                Image(systemName: "hand.thumbsup")
            }
            Button {
                model.sendFeedback(isGrid ? .skipped : .notHelpful)
            } label: {
                Image(systemName: "hand.thumbsdown")
            }
            Button {
                withAnimation { model.applyLayout(.grid) }
            } label: {
                Image(systemName: "square.grid.2x2")
            }
            Button {
                withAnimation { model.applyLayout(.list) }
            } label: {
                Image(systemName: "list.bullet")
            }
        }
    }
}

// Elsewhere in the project:
// enum Feedback { case helpful, notHelpful, skipped }
// enum Layout { case grid, list }
// final class FeedbackModel { func sendFeedback(_ feedback: Feedback) {}; func applyLayout(_ layout: Layout) {} }
