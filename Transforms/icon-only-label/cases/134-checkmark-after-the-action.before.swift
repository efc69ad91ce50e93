import SwiftUI

/// A glyph that turns into a checkmark once the action has run (`isSaved = true` in the action)
/// is feedback on that one action: the type's name still says what the button does.
struct PhotoToolbar: View {
    @State private var isSaved = false
    let photo: Photo

    var body: some View {
        saveButton
    }

    private var saveButton: some View {
        Button {
            photo.saveToLibrary()
            isSaved = true
        } label: {
            Image(systemName: isSaved ? "checkmark" : "arrow.down.circle")
        }
    }
}

// Elsewhere in the project:
// final class Photo { func saveToLibrary() {} }
