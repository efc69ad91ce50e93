import SwiftUI

/// The large content viewer shows a value the tool cannot read (`Text(title)`): no words to reuse.
struct ReaderToolbar: View {
    let title: String
    let model: ReaderModel

    var body: some View {
        Button {
            model.cycle()
        } label: {
            Image("dial")
        }
        .accessibilityShowsLargeContentViewer {
            Text(title)
        }
    }
}

// Elsewhere in the project:
// final class ReaderModel { func cycle() {} }
