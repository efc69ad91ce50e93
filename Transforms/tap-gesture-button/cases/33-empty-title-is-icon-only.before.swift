import SwiftUI

/// A `Text("")` or a `Label` with an empty title shows no words: VoiceOver has nothing to read,
/// so the view is icon-only and gets a label like an image does.
struct ReaderToolbar: View {
    var body: some View {
        HStack {
            Label("", systemImage: "bookmark")
                .onTapGesture { addBookmark() }
            Label("", image: "reader-share")
                .onTapGesture { shareChapter() }
            HStack {
                Image(systemName: "textformat.size")
                Text("")
            }
            .onTapGesture { openTextSettings() }
        }
    }

    func addBookmark() {}
    func shareChapter() {}
    func openTextSettings() {}
}
