import SwiftUI

/// The project's one String Catalog sits in a shared folder and keys its words by name
/// (`Common.Search`); this file looks its words up there. A clear-field button reuses the
/// catalog's "Clear" (the haptic tap beside the reset is no action of its own), and words no key
/// holds get a new key in the project's style, never a bare English literal.
struct NotesSearchBar: View {
    @Binding var query: String
    let shareResults: () -> Void

    var body: some View {
        HStack {
            TextField("Common.Search", text: $query)
            Button {
                Feedback.haptic(.light)
                query = ""
            } label: {
                Image(systemName: "xmark.circle.fill")
            }
            .accessibilityLabel("Common.Clear") // [VERIFY] confirm label matches intent
            Button(action: shareResults) {
                Image(systemName: "square.and.arrow.up")
            }
            .accessibilityLabel(NSLocalizedString("Common.ShareResults", value: "Share results", comment: "Accessibility label added by a11yfix; [VERIFY] it says what the button does")) // [VERIFY] confirm label matches intent
            Text("Notes.Search.Title")
        }
    }
}

// Elsewhere in the project:
// enum Feedback { enum Style { case light }; static func haptic(_ style: Style) {} }
