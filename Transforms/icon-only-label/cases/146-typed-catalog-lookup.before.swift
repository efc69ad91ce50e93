import SwiftUI

/// The project reaches its `Reader.xcstrings` through a generated type (`.reader(.title)`, as
/// xcstrings-tool makes): a label whose words a key of that catalog holds is written the same way,
/// so it is translated with the rest. Words no key holds stay a literal.
@available(iOS 16.0, *)
struct ReaderToolbar: View {
    @Environment(\.dismiss) private var dismiss
    let onBookmark: () -> Void
    let onNextChapter: () -> Void

    var body: some View {
        HStack {
            Text(.reader(.title))
            Button {
                dismiss()
            } label: {
                Image(systemName: "checkmark")
            }
            Button(action: onBookmark) {
                Image(systemName: "bookmark")
            }
            Button(action: onNextChapter) {
                Image(systemName: "forward.end")
            }
        }
    }
}

// Elsewhere in the project:
// @available(iOS 16.0, *) extension LocalizedStringResource { static func reader(_ key: ReaderKey) -> LocalizedStringResource { LocalizedStringResource("") } }
// enum ReaderKey { case title, done, bookmark }
