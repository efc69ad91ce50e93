import SwiftUI

/// The label comes from the action's main effect: the call beside a spinner it shows
/// (`showLoadingIndicator()`), and the insertion beside the clean-up (`draft = nil`), never the clean-up.
struct UploadRow: View {
    let uploads: UploadQueue
    @State private var aliases: [String: String] = [:]
    @State private var draft: String?

    var body: some View {
        HStack {
            Button {
                uploads.showLoadingIndicator()
                uploads.cancelUpload()
            } label: {
                Image(systemName: "xmark.octagon")
            }
            .accessibilityLabel("Cancel upload") // [VERIFY] confirm label matches intent
            Button {
                aliases[draft ?? ""] = ""
                draft = nil
            } label: {
                Image(systemName: "plus.square")
            }
            .accessibilityLabel("Add") // [VERIFY] confirm label matches intent
        }
    }
}

// Elsewhere in the project:
// final class UploadQueue { func showLoadingIndicator() {}; func cancelUpload() {} }
