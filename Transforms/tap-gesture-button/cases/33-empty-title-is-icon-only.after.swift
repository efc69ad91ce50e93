import SwiftUI

/// A `Text("")` or a `Label` with an empty title shows no words: VoiceOver has nothing to read,
/// so the view is icon-only and gets a label like an image does.
struct ReaderToolbar: View {
    var body: some View {
        HStack {
            Label("", systemImage: "bookmark")
                .onTapGesture { addBookmark() }
                .accessibilityAddTraits(.isButton)
                .accessibilityLabel("Add bookmark") // [VERIFY] confirm label matches intent
            Label("", image: "reader-share")
                .onTapGesture { shareChapter() }
                .accessibilityAddTraits(.isButton)
                .accessibilityLabel("Share chapter") // [VERIFY] confirm label matches intent
            HStack {
                Image(systemName: "textformat.size")
                Text("")
            }
            .onTapGesture { openTextSettings() }
            .accessibilityElement(children: .combine)
            .accessibilityAddTraits(.isButton)
            .accessibilityLabel("Open text settings") // [VERIFY] confirm label matches intent
        }
    }

    func addBookmark() {}
    func shareChapter() {}
    func openTextSettings() {}
}
