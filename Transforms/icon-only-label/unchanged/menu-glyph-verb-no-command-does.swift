import SwiftUI

/// A menu does nothing itself: its commands do. A pencil-on-square glyph usually means "Compose", but
/// none of these commands composes anything, so the glyph's word would misname the menu: reported.
struct ProfileHeader: View {
    @State private var showingPicker = false
    @State private var showingRename = false
    var removePhoto: () -> Void

    var body: some View {
        Menu {
            Button {
                showingPicker = true
            } label: {
                Label("Upload new photo", systemImage: "square.and.arrow.up")
            }
            Button(role: .destructive, action: removePhoto) {
                Label("Remove photo", systemImage: "trash")
            }
            Button {
                showingRename = true
            } label: {
                Label("Change display name", systemImage: "person")
            }
        } label: {
            Image(systemName: "square.and.pencil")
        }
    }
}
