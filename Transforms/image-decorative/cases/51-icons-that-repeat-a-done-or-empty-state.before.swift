import SwiftUI

/// A checkmark beside words that say an action is done, and an empty state's glyph beside the words
/// that say nothing is there: the text says all the icon does, so the icon is hidden.
struct ExportStatus: View {
    let isFinished: Bool

    var body: some View {
        VStack {
            if isFinished {
                HStack(spacing: 4) {
                    Image(systemName: "checkmark.circle.fill")
                    Text("Photos exported")
                }
                HStack(spacing: 4) {
                    Image(systemName: "checkmark.circle")
                    Text("Reindexed the library!")
                }
            }
            HStack(spacing: 8) {
                Image(systemName: "circle.dashed")
                Text("No scheduled exports")
            }
        }
    }
}
