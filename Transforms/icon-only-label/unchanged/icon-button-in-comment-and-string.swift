import SwiftUI

/// Snippet shown in the style guide:
///
///     Button(action: share) {
///         Image(systemName: "square.and.arrow.up")
///     }
struct StyleGuideSnippet: View {
    // Button(action: close) { Image(systemName: "xmark") }
    /* Button { refresh() } label: { Image(systemName: "arrow.clockwise") } */
    let example = """
    Button(action: share) {
        Image(systemName: "square.and.arrow.up")
    }
    """
    let inline = "Button(action: add) { Image(systemName: \"plus\") }"

    var body: some View {
        Text(example)
            .font(.system(.body, design: .monospaced))
    }
}
