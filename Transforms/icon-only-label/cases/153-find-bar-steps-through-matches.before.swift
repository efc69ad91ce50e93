import SwiftUI

/// Arrows in a find bar whose code speaks of results step to the next or previous result. A pager's
/// arrow, whose code names nothing it steps through, keeps the action's own words.
struct TranscriptFindBar: View {
    @ObservedObject var finder: TranscriptFinder
    @Binding var page: Int

    var body: some View {
        HStack {
            Button(action: selectPrevious) {
                Image(systemName: "arrow.up")
            }
            .disabled(finder.results.isEmpty)
            Button {
                finder.showNext()
            } label: {
                Image(systemName: "arrow.down")
            }
            .disabled(finder.results.isEmpty)
            Button(action: goToNext) {
                Image(systemName: "chevron.right")
            }
        }
    }

    private func selectPrevious() {
        finder.highlight(finder.results.index(before: finder.current))
    }

    private func goToNext() {
        page += 1
    }
}

// Elsewhere in the project:
// final class TranscriptFinder: ObservableObject { var results: [Int] = []; var current = 0; func showNext() {}; func highlight(_ index: Int) {} }
